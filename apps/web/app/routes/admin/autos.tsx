import { ComingSoon } from '../../components/coming-soon';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/autos';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminAutos() {
  return (
    <ComingSoon
      title="Administración de Vehículos"
      lead="Inventario de vehículos: registro, fotos, precios, estados y ventas."
    />
  );
}
