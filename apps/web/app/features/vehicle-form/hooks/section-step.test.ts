import { describe, expect, it } from 'vitest';
import { activeSection } from './section-step';

const tops = [0, 600, 1400, 1900];

describe('activeSection', () => {
  it.each([
    [0, false, 0],
    [478, false, 0],
    [480, false, 1],
    [1300, false, 2],
    [1780, false, 3],
    [1500, true, 3],
  ])('at scrollTop %i (end: %s) the current step is %i', (scrollTop, atEnd, expected) => {
    expect(activeSection(tops, scrollTop, atEnd)).toBe(expected);
  });

  it('is the first step without sections', () => {
    expect(activeSection([], 300, false)).toBe(0);
  });
});
