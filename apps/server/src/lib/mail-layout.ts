/**
 * The layout of the portal's e-mails: a greeting by first name, paragraphs, the programme's
 * signature; those whose point is one link carry it as a button in the HTML part too.
 */
import type { Mail } from './mailer.js';

const SIGNATURE = 'Zespół programu Partner Plus';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The plain-text part: the greeting, each paragraph after an empty line, the signature. */
export function mailText(firstName: string, paragraphs: string[][]): string {
  return [`Dzień dobry ${firstName},`, ...paragraphs.flatMap((lines) => ['', ...lines]), '', SIGNATURE].join('\n');
}

export interface LinkMail {
  to: string;
  subject: string;
  firstName: string;
  /** The first paragraph, in both parts. */
  intro: string;
  /** The line before the link in the plain text; the HTML part has the button instead. */
  action: string;
  /** The button's label. */
  button: string;
  link: string;
  /** The lines after the link, one paragraph. */
  notes: string[];
}

/** An e-mail that asks the reader to open one link, in plain text and HTML. */
export function linkMail(mail: LinkMail): Mail {
  const text = mailText(mail.firstName, [[mail.intro, mail.action], [mail.link], mail.notes]);
  const href = escapeHtml(mail.link);
  const html = `<!doctype html>
<html lang="pl"><body style="font-family: Arial, sans-serif; color: #1b2533; line-height: 1.5">
<p>Dzień dobry ${escapeHtml(mail.firstName)},</p>
<p>${escapeHtml(mail.intro)}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 20px; background: #f6ae2d; color: #071a33; font-weight: bold; text-decoration: none; border-radius: 6px">${escapeHtml(mail.button)}</a></p>
<p>Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br><a href="${href}">${href}</a></p>
<p>${mail.notes.map(escapeHtml).join('<br>')}</p>
<p>${SIGNATURE}</p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}
