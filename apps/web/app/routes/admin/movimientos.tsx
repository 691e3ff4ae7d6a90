import { ComingSoon } from '../../components/coming-soon';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/movimientos';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminMovimientos() {
  return (
    <ComingSoon
      title="Movimientos de Usuarios"
      lead="Registro de las acciones realizadas por cada usuario."
    />
  );
}
