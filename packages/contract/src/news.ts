import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';

/**
 * News for each role, GET /api/news and POST /api/news-show (docs/product/content.md). HTML comes sanitized from the server; the slide's inline style is a
 * background only, in the grammar `parseSlideStyle` accepts.
 */

export const NEWS_NOT_FOUND = 'Nie znaleziono aktualności.';

/** The role the browser asks news for: roles=lider for a leader, roles=sprzedawca for anyone else (§6). */
export const newsRoleQueries = ['lider', 'sprzedawca'] as const;
export type NewsRoleQuery = (typeof newsRoleQueries)[number];

export const newsQuerySchema = z.object({
  roles: z.enum(newsRoleQueries, { error: 'Podaj rolę: lider albo sprzedawca.' }).optional(),
});

export const newsShowSchema = z.object({
  slug: z
    .string({ error: 'Podaj adres aktualności.' })
    .trim()
    .min(1, 'Podaj adres aktualności.')
    .max(160, 'Adres aktualności jest za długi.'),
});
export type NewsShowPayload = z.input<typeof newsShowSchema>;

/** A slide of the news slider. */
export const newsSlideSchema = z.object({
  title: z.string(),
  /** Sanitized HTML. */
  preface: z.string(),
  slug: z.string(),
  /** Inline CSS background of the slide ("" for none). */
  frontend_style: z.string(),
});
export type NewsSlide = z.infer<typeof newsSlideSchema>;

export const newsDetailSchema = z.object({
  title: z.string(),
  slug: z.string(),
  /** Sanitized HTML. */
  preface: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  /** The photo's address, or null when the news has none. */
  photo: z.string().nullable(),
  /** DD.MM.YYYY, Polish time. */
  publish_day: z.string(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsApi = {
  index: defineCall({
    method: 'GET',
    path: '/api/news',
    tag: 'news',
    summary: "The published news for the user's role, as the slider shows them.",
    query: newsQuerySchema,
    answer: z.object({ success: z.literal(true), items: z.array(newsSlideSchema) }),
  }),
  // A read sent as a POST.
  show: defineCall({
    method: 'POST',
    path: '/api/news-show',
    tag: 'news',
    summary: "One published news item for the user's role, by its slug.",
    body: newsShowSchema,
    answer: z.object({ success: z.literal(true), news: newsDetailSchema }),
  }),
};
export type NewsIndexAnswer = AnswerOf<typeof newsApi.index>;
export type NewsShowAnswer = AnswerOf<typeof newsApi.show>;

/** CSS properties a slide's inline style may set. */
const SLIDE_STYLE_PROPERTIES = new Set([
  'background',
  'background-color',
  'background-image',
  'background-position',
  'background-size',
  'background-repeat',
]);
const SLIDE_STYLE_MAX_LENGTH = 500;

// Tokens of a background value. Functions are limited to colours, gradients and url() of one of
// the portal's own images, so a style can neither load from elsewhere nor run anything.
const SPACE = /\s+/y;
const SEPARATOR = /[,/]/y;
const HEX_COLOUR = /#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\w-])/y;
const NUMBER = /-?(?:\d+(?:\.\d+)?|\.\d+)(?:%|px|rem|em|deg|turn|vw|vh)?(?![\w.%-])/y;
const WORD = /[a-zA-Z][a-zA-Z-]*(?![\w(-])/y;
const COLOUR_FUNCTION = /(?:rgba?|hsla?)\(\s*[\d.\s,%/]+\)/y;
const OWN_IMAGE = /url\(\s*(['"]?)\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|jpe?g|webp)\1\s*\)/y;
const GRADIENT_START = /(?:repeating-)?(?:linear|radial)-gradient\(/y;
const CLOSE = /\)/y;

function consume(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** The end of a run of plain tokens from `at`, or -1 when something else stands there. */
function plainToken(text: string, at: number): number {
  for (const pattern of [SPACE, SEPARATOR, HEX_COLOUR, COLOUR_FUNCTION, NUMBER, WORD]) {
    const end = consume(pattern, text, at);
    if (end > at) return end;
  }
  return -1;
}

function isSafeBackgroundValue(value: string): boolean {
  let at = 0;
  while (at < value.length) {
    const image = consume(OWN_IMAGE, value, at);
    if (image > at) {
      at = image;
      continue;
    }
    const gradient = consume(GRADIENT_START, value, at);
    if (gradient > at) {
      at = gradient;
      while (at < value.length && consume(CLOSE, value, at) < 0) {
        const end = plainToken(value, at);
        if (end < 0) return false;
        at = end;
      }
      const closed = consume(CLOSE, value, at);
      if (closed < 0) return false;
      at = closed;
      continue;
    }
    const end = plainToken(value, at);
    if (end < 0) return false;
    at = end;
  }
  return true;
}

/**
 * A slide's inline style as its declarations, or null when it is anything but background
 * properties with colours, gradients, sizes, keywords and url() of an image of the portal.
 * The server serves only styles that pass; the browser reads them with the same rule.
 */
export function parseSlideStyle(css: string): { property: string; value: string }[] | null {
  if (css.length > SLIDE_STYLE_MAX_LENGTH) return null;
  const declarations: { property: string; value: string }[] = [];
  for (const part of css.split(';')) {
    if (part.trim() === '') continue;
    const match = /^\s*([a-z-]+)\s*:\s*(.+?)\s*$/s.exec(part);
    if (!match) return null;
    const [, property = '', value = ''] = match;
    if (!SLIDE_STYLE_PROPERTIES.has(property) || !isSafeBackgroundValue(value)) return null;
    declarations.push({ property, value });
  }
  return declarations;
}
