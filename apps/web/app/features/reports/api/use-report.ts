import { periodQueryParams, type ReportPeriod } from '@motorplaza/domain/reports/report-period';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';

export const REPORTS_PATH = '/reportes';

export const reportKeys = {
  all: ['reportes'] as const,
  one: (name: string, query: string) => ['reportes', name, query] as const,
};

interface ReportRequest<S extends z.ZodType<{ success: true; data: unknown }>> {
  /** The report's path under /reportes ('dashboard', 'ventas', …). */
  readonly name: string;
  readonly schema: S;
  /** For the reports with a period selector. */
  readonly period?: ReportPeriod;
}

/**
 * One report (spec 000 §7): `{ success: true, data }`, checked against its schema — an answer without
 * them is an error like a failed request (spec 000 §5). 'Actualizar' is `refetch`.
 */
export function useReport<S extends z.ZodType<{ success: true; data: unknown }>>({
  name,
  schema,
  period,
}: ReportRequest<S>) {
  const query = period ? `?${periodQueryParams(period)}` : '';
  return useQuery({
    queryKey: reportKeys.one(name, query),
    queryFn: async ({ signal }) => {
      const response = await api.request(`${REPORTS_PATH}/${name}${query}`, { schema, signal });
      return (response as z.infer<S>).data as z.infer<S>['data'];
    },
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * A report that answered but not with `{ success: true, data }` of its schema (spec 000 §8: the status
 * report's 'No se encontraron datos válidos'), as opposed to a request that failed.
 */
export function isInvalidReportAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

export type ReportPhase = 'loading' | 'error' | 'empty' | 'data';

/**
 * Which of its states a report shows (spec 000 §4): loading while it first loads or retries after a
 * failure; the error card for a failed request; an answer outside its schema counts as no data
 * (spec 000 §5, §8); then empty or the data.
 */
export function reportPhase(
  report: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly isFetching: boolean;
    readonly error: unknown;
  },
  empty: boolean,
): ReportPhase {
  if (report.isPending || (report.isError && report.isFetching)) return 'loading';
  if (report.isError && !isInvalidReportAnswer(report.error)) return 'error';
  return empty || report.isError ? 'empty' : 'data';
}
