/** A user's text as a literal inside a LIKE pattern: its %, _ and \ match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
