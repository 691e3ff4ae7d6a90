import { ComingSoon } from '../../components/coming-soon';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/usuarios';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminUsuarios() {
  return <ComingSoon title="Administración de Usuarios" lead="Usuarios del sistema, sus roles y permisos." />;
}
