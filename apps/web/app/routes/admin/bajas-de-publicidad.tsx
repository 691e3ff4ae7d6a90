import { WithdrawalsScreen } from '../../features/marketing-withdrawals/components/withdrawals-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/bajas-de-publicidad';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminBajasDePublicidad() {
  return <WithdrawalsScreen />;
}
