import { StatusScreen } from '../../../features/reports/components/status/status-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/estados';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportEstados() {
  return <StatusScreen />;
}
