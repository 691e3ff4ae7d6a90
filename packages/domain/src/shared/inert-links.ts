/**
 * Text someone typed, made so that no mail client or PDF viewer turns a link in it into a clickable
 * one (issue 23, Medium 5: the complaints book mailed whatever a visitor typed from the company's own
 * sender). Gmail, Outlook, Chrome's and Firefox's PDF viewers and Acrobat link any 'http://…',
 * 'www.…' or 'name.tld' they find in plain text; inside such a word the dots and slashes become
 * look-alikes (U+2024 ONE DOT LEADER, U+2215 DIVISION SLASH), so it still reads the same but is
 * no longer a link. Zero-width characters would not do: the PDF drops them (pdf-text.ts), and some
 * linkifiers skip them. Everything else is left exactly as typed.
 */

export const INERT_DOT = '\u2024';
export const INERT_SLASH = '\u2215';

/** A word that a linkifier would take for a web address or an e-mail: a scheme, 'www.', or 'x.tld'. */
const LINK_LIKE = /^[^\s]*(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}]{2,})/iu;

export function inertLinks(text: string): string {
  return text.replace(/[^\s]+/gu, (word) =>
    LINK_LIKE.test(word) ? word.replaceAll('.', INERT_DOT).replaceAll('/', INERT_SLASH) : word,
  );
}

/** Whether a linkifier would still find a link in the text (what the tests check). */
export function hasLiveLink(text: string): boolean {
  return /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}]{2,}/iu.test(text);
}
