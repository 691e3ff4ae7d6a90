import { ComingSoon } from '../../components/coming-soon';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/accesorios';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminAccesorios() {
  return (
    <ComingSoon
      title="Administración de Accesorios"
      lead="Catálogo de accesorios que se asignan a los vehículos."
    />
  );
}
