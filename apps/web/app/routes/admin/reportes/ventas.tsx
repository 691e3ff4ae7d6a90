import { ComingSoon } from '../../../components/coming-soon';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/ventas';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportVentas() {
  return (
    <ComingSoon title="Reporte de Ventas" lead="Evolución mensual de las ventas en dólares y en unidades." />
  );
}
