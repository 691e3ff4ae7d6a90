/**
 * A text as the audit log keeps it (issue 23): one plain line. Control characters (CR, LF, tab, NUL,
 * ESC…, C1) and Unicode's line and paragraph separators become a space, so a text built from what a
 * visitor typed (an offer's note, a name) cannot start a forged line in the log's table or its
 * exports; bidi overrides and isolates are removed, so no entry reads backwards.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function movementText(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(BREAKING, ' ');
}
