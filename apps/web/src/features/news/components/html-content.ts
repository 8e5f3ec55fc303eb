/**
 * Looks for the HTML of news (sanitized by the server): paragraphs, headings, lists, links and
 * quotes, on a light background or, with `onDark`, over a slide's picture.
 */
const shared =
  '[&_p]:mb-3 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_b]:font-semibold [&_em]:italic [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1 [&_a]:underline [&_a]:underline-offset-4';

export const htmlContentClass = `${shared} leading-relaxed [&_a]:font-semibold [&_a]:text-brand-700 hover:[&_a]:text-brand-900 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 [&_blockquote]:my-4 [&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-accent-100 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_img]:my-4 [&_img]:rounded-lg`;

export const htmlOnDarkClass = `${shared} leading-snug text-white/90 [&_strong]:text-white [&_a]:relative [&_a]:z-10 [&_a]:font-semibold [&_a]:text-accent-400 hover:[&_a]:text-white`;
