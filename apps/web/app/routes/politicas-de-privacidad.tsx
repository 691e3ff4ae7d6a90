import { ComingSoon } from '../components/coming-soon';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/politicas-de-privacidad';

export const meta: Route.MetaFunction = pageMeta;

export default function PoliticasDePrivacidad() {
  return <ComingSoon title="Políticas de privacidad" />;
}
