import { parseSlideStyle } from '@portal/contract';
import sanitizeHtml from 'sanitize-html';
import { memoize } from '../../lib/memoize.js';

/**
 * What news HTML may hold: text formatting, headings, lists, links and images. Anything else,
 * scripts, event handlers, styles and javascript: addresses among it, is dropped.
 */
const newsHtml: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'mark',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  // Images come from the portal itself (a relative address) or over https.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand that tab a handle on the portal's window.
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) kept.href = attribs.href;
      if (attribs.title !== undefined) kept.title = attribs.title;
      if (attribs.target === '_blank') Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
};

/**
 * News HTML made safe to put into the page as it is. Sanitizing parses the whole text, and
 * every reader of the slider asks for the same few news, so each distinct text is done once.
 */
export const sanitizeNewsHtml = memoize((html) => sanitizeHtml(html, newsHtml), 500);

/** The slide's inline background, normalized, or "" when it is anything but a safe background. */
export function safeSlideStyle(css: string): string {
  const declarations = parseSlideStyle(css);
  if (!declarations) return '';
  return declarations.map(({ property, value }) => `${property}: ${value}`).join('; ');
}
