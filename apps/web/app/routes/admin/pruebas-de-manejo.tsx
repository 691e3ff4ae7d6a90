import { TestDriveDayScreen } from '../../features/test-drive/test-drive-day-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/pruebas-de-manejo';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminPruebasDeManejo() {
  return <TestDriveDayScreen />;
}
