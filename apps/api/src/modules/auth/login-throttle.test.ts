import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BRAKE_AFTER,
  ACCOUNT_BRAKE_MAX_MS,
  ACCOUNT_BRAKE_STEP_MS,
  accountBrakeMs,
} from './login-throttle';

describe('accountBrakeMs', () => {
  it.each([
    [0, 0],
    [ACCOUNT_BRAKE_AFTER - 1, 0],
    [ACCOUNT_BRAKE_AFTER, ACCOUNT_BRAKE_STEP_MS],
    [ACCOUNT_BRAKE_AFTER + 1, 2 * ACCOUNT_BRAKE_STEP_MS],
    [10_000, ACCOUNT_BRAKE_MAX_MS],
  ])('%i failures of the account → %i ms', (failures, expected) => {
    expect(accountBrakeMs(failures)).toBe(expected);
  });
});
