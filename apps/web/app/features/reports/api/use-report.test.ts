import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { reportPhase } from './use-report';

const state = (over: Partial<Parameters<typeof reportPhase>[0]>) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  ...over,
});

describe('reportPhase (spec 000 §4, §5, §8)', () => {
  it('loads first, and again while a failed report is retried', () => {
    expect(reportPhase(state({ isPending: true, isFetching: true }), true)).toBe('loading');
    expect(reportPhase(state({ isError: true, isFetching: true, error: new Error('x') }), true)).toBe(
      'loading',
    );
  });

  it('shows the error card for a failed request, no data for an answer outside the schema', () => {
    expect(reportPhase(state({ isError: true, error: new TypeError('Failed to fetch') }), true)).toBe(
      'error',
    );
    expect(reportPhase(state({ isError: true, error: new ApiError(503, 'x') }), true)).toBe('error');
    expect(reportPhase(state({ isError: true, error: new ApiError(200, 'x') }), false)).toBe('empty');
  });

  it('is empty or shows the data once loaded', () => {
    expect(reportPhase(state({}), true)).toBe('empty');
    expect(reportPhase(state({ isFetching: true }), false)).toBe('data');
  });
});
