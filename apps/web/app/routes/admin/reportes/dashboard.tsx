import { DashboardScreen } from '../../../features/reports/components/dashboard/dashboard-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportDashboard() {
  return <DashboardScreen />;
}
