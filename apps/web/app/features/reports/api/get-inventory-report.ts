import { inventoryReportResponseSchema } from '@motorplaza/domain/reports/report.schema';
import { useReport } from './use-report';

/** GET /reportes/inventario: days supply, the aging buckets and the ten oldest cars (decision 0024). */
export function useInventoryReport() {
  return useReport({ name: 'inventario', schema: inventoryReportResponseSchema });
}
