import { SalesScreen } from '../../../features/reports/components/sales/sales-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/ventas';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportVentas() {
  return <SalesScreen />;
}
