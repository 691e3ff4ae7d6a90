import { ComingSoon } from '../../components/coming-soon';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/clientes';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminClientes() {
  return (
    <ComingSoon
      title="Administración de Clientes"
      lead="Clientes registrados y propietarios de los vehículos."
    />
  );
}
