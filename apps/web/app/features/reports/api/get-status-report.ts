import { statusReportResponseSchema } from '@motorplaza/domain/reports/report.schema';
import { useReport } from './use-report';

/** GET /reportes/estados: totalAutos and reporteAutosPorEstado (spec 000 §3, §7). */
export function useStatusReport() {
  return useReport({ name: 'estados', schema: statusReportResponseSchema });
}
