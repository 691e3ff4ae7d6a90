import { InventoryScreen } from '../../features/inventory/components/inventory-screen';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/autos';

export const meta: Route.MetaFunction = pageMeta;

export default function AdminAutos() {
  return <InventoryScreen />;
}
