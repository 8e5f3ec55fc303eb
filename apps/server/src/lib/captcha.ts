import { randomInt } from 'node:crypto';
import { CAPTCHA_CHARS, CAPTCHA_LENGTH } from '@portal/contract';
import svgCaptcha from 'svg-captcha';

export interface CaptchaImage {
  /** The code drawn in the image, upper-case. */
  text: string;
  /** The image: an SVG document. */
  svg: string;
}

/** Draws captchas; the app holds one (app.captcha), so a test can read what it drew. */
export interface CaptchaGenerator {
  create(): CaptchaImage;
}

// The package's function behind its default export draws a given text; its typings only declare
// the helpers that pick the text themselves, with Math.random.
const draw = svgCaptcha as unknown as (text: string, options: Parameters<typeof svgCaptcha.create>[0]) => string;

/** A random code from characters that cannot be mistaken for each other. */
function captchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

/**
 * svg-captcha's distorted letters with a few noise lines, 150×50 like the original portal. Dark
 * grey on a transparent background: random colours would draw some letters too pale to read.
 */
export const svgCaptchaGenerator: CaptchaGenerator = {
  create() {
    const text = captchaText();
    const svg = draw(text, { width: 150, height: 50, fontSize: 52, noise: 2, color: false });
    return { text, svg };
  },
};
