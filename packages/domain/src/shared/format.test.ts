import { describe, expect, it } from 'vitest';
import { formatUsd } from './format';

describe('formatUsd (spec 000 §9: US$ without decimals)', () => {
  it.each([
    [0, 'US$ 0'],
    [512_000, 'US$ 512,000'],
    [1234.6, 'US$ 1,235'],
    [-2_100, '-US$ 2,100'],
  ])('%d reads %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
