import { ClientsScreen } from '../../features/clients/components/clients-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/clientes';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminClientes() {
  return <ClientsScreen />;
}
