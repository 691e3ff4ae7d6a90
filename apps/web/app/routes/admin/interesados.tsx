import { ComingSoon } from '../../components/coming-soon';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/interesados';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminInteresados() {
  return (
    <ComingSoon
      title="Clientes Interesados"
      lead="Personas interesadas en un vehículo y el seguimiento de su atención."
    />
  );
}
