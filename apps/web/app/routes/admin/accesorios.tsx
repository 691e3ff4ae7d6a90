import { AccessoriesScreen } from '../../features/accessories/components/accessories-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/accesorios';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminAccesorios() {
  return <AccessoriesScreen />;
}
