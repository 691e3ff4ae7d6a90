import { TopBrandsScreen } from '../../../features/reports/components/top-brands/top-brands-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/top-10-marcas';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportTopMarcas() {
  return <TopBrandsScreen />;
}
