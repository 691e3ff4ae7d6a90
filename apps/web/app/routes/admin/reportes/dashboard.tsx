import { ComingSoon } from '../../../components/coming-soon';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportDashboard() {
  return <ComingSoon title="Dashboard de Reportes" lead="Panel de control y estadísticas principales" />;
}
