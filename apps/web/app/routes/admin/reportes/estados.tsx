import { ComingSoon } from '../../../components/coming-soon';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/estados';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportEstados() {
  return <ComingSoon title="Estados de Automóviles" lead="Distribución de vehículos por estado actual" />;
}
