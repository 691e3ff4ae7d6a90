/** The header block of a raw RFC 5322 message, unfolded: one entry per field, in order. */
export function headerFields(raw: string): { name: string; value: string }[] {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return block.split(/\r?\n/).flatMap((line) => {
    const colon = line.indexOf(':');
    return colon > 0 ? [{ name: line.slice(0, colon), value: line.slice(colon + 1).trim() }] : [];
  });
}

/** The first field of that name (any case), unfolded; undefined when the message has none. */
export function headerOf(raw: string, name: string): string | undefined {
  return headerFields(raw).find((field) => field.name.toLowerCase() === name.toLowerCase())?.value;
}
