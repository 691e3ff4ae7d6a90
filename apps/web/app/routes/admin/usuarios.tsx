import { UsersScreen } from '../../features/users/components/users-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/usuarios';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminUsuarios() {
  return <UsersScreen />;
}
