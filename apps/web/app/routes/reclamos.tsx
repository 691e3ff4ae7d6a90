import { ComingSoon } from '../components/coming-soon';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/reclamos';

export const meta: Route.MetaFunction = pageMeta;

export default function Reclamos() {
  return (
    <ComingSoon
      title="Libro de reclamaciones"
      lead="Conforme al Código de Protección y Defensa del Consumidor, podrás registrar aquí tus reclamos y quejas."
    />
  );
}
