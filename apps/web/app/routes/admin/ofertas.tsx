import { OffersScreen } from '../../features/offers/components/offers-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/ofertas';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminOfertas() {
  return <OffersScreen />;
}
