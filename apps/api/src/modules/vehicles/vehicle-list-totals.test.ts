import { describe, expect, it } from 'vitest';
import { createListTotals } from './vehicle-list-totals';

/** A counter that answers `value` and records how often it was asked. */
function counter(value: () => number) {
  const counter = {
    calls: 0,
    async count() {
      counter.calls += 1;
      return value();
    },
  };
  return counter;
}

describe('createListTotals (docs/decisions/0034)', () => {
  it('counts a filter once per inventory generation', async () => {
    let generation = 0;
    let stored = 40;
    const totals = createListTotals(() => generation);
    const source = counter(() => stored);
    expect(await totals.get('DISPONIBLE', source.count)).toBe(40);
    expect(await totals.get('DISPONIBLE', source.count)).toBe(40);
    expect(source.calls).toBe(1);
    stored = 39;
    generation += 1;
    expect(await totals.get('DISPONIBLE', source.count)).toBe(39);
    expect(source.calls).toBe(2);
  });

  it('keeps no total counted while the inventory changed', async () => {
    let generation = 0;
    const totals = createListTotals(() => generation);
    const racing = counter(() => {
      generation += 1;
      return 7;
    });
    expect(await totals.get('VENDIDO', racing.count)).toBe(7);
    expect(await totals.get('VENDIDO', racing.count)).toBe(7);
    expect(racing.calls).toBe(2);
  });

  it('stays bounded: a full map starts over', async () => {
    const totals = createListTotals(() => 0, 2);
    const source = counter(() => 1);
    for (const key of ['a', 'b', 'c', 'a']) await totals.get(key, source.count);
    expect(source.calls).toBe(4);
  });
});
