import { ComingSoon } from '../components/coming-soon';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/terminos-y-condiciones';

export const meta: Route.MetaFunction = pageMeta;

export default function TerminosYCondiciones() {
  return <ComingSoon title="Términos y condiciones" />;
}
