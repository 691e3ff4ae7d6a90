import { ComingSoon } from '../components/coming-soon';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/vende-tu-auto';

export const meta: Route.MetaFunction = pageMeta;

export default function VendeTuAuto() {
  return (
    <ComingSoon
      title="Vende tu auto"
      lead="Muy pronto podrás dejarnos aquí los datos de tu vehículo para recibir una oferta."
    />
  );
}
