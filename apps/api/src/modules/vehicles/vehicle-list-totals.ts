/**
 * The totals of the staff vehicle list, remembered per filter until the inventory changes
 * (docs/decisions/0034). A page itself reads 12 rows through an index, but its total counts every
 * vehicle of the filter: thousands of index entries at 10,000 vehicles, the dearest part of the request
 * on PGlite. `generation` is the catalogue's, which every inventory change bumps (and which other
 * processes bump through LISTEN/NOTIFY), so a remembered total never outlives a change.
 */
export function createListTotals(generation: () => number, maxEntries = 256) {
  let seen = generation();
  const totals = new Map<string, number>();
  return {
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const current = generation();
      if (current !== seen) {
        totals.clear();
        seen = current;
      }
      const known = totals.get(key);
      if (known !== undefined) return known;
      const total = await count();
      // A change that landed while counting may or may not be in this total: use it, keep it not.
      if (generation() === current) {
        // Any term is a key: the map stays small by starting over when full.
        if (totals.size >= maxEntries) totals.clear();
        totals.set(key, total);
      }
      return total;
    },
  };
}

export type ListTotals = ReturnType<typeof createListTotals>;
