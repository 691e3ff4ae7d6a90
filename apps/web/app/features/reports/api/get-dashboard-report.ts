import { dashboardResponseSchema } from '@motorplaza/domain/reports/report.schema';
import { useReport } from './use-report';

/** GET /reportes/dashboard: kpisPrincipales (spec 000 §3, §7). */
export function useDashboardReport() {
  return useReport({ name: 'dashboard', schema: dashboardResponseSchema });
}
