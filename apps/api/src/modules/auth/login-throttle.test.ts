import { describe, expect, it } from 'vitest';
import { TURN_MAX_STEP_MS, TURN_STEP_MS, turnDelayMs } from './login-throttle';

describe('turnDelayMs', () => {
  it.each([
    [0, 0],
    [1, TURN_STEP_MS],
    [2, 2 * TURN_STEP_MS],
    [3, 4 * TURN_STEP_MS],
    [10_000, TURN_MAX_STEP_MS],
  ])('%i attempts since the last success → %i ms before the next', (streak, expected) => {
    expect(turnDelayMs(streak)).toBe(expected);
  });
});
