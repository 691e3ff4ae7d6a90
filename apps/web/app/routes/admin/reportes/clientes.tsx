import { ClientsScreen } from '../../../features/reports/components/clients/clients-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/clientes';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportClientes() {
  return <ClientsScreen />;
}
