import { ComingSoon } from '../components/coming-soon';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/info-auto';

export const meta: Route.MetaFunction = pageMeta;

export default function InfoAuto() {
  return (
    <ComingSoon
      title="Detalle del auto"
      lead="Aquí verás las fotos, el precio y la ficha técnica del vehículo."
    />
  );
}
