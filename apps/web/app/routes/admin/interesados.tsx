import { InterestedScreen } from '../../features/interested/components/interested-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/interesados';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminInteresados() {
  return <InterestedScreen />;
}
