import { ComplaintsScreen } from '../../features/complaints/admin/complaints-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/reclamos';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminReclamos() {
  return <ComplaintsScreen />;
}
