import { MovementsScreen } from '../../features/movements/components/movements-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/movimientos';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminMovimientos() {
  return <MovementsScreen />;
}
