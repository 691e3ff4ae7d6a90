import { describe, expect, it } from 'vitest';
import { keyStep, stepIndex } from './gallery-steps';

describe('gallery steps', () => {
  it.each([
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [3, -1, 5, 2],
  ])('from %i by %i of %i → %i', (index, step, total, expected) => {
    expect(stepIndex(index, step, total)).toBe(expected);
  });

  it.each([
    ['ArrowRight', 2, 5, 3],
    ['ArrowLeft', 0, 5, 4],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['Enter', 1, 5, null],
    ['ArrowRight', 0, 1, null],
  ])('%s from %i of %i → %j', (key, index, total, expected) => {
    expect(keyStep(key, index, total)).toBe(expected);
  });
});
