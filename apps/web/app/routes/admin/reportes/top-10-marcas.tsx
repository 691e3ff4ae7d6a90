import { ComingSoon } from '../../../components/coming-soon';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/top-10-marcas';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportTopMarcas() {
  return <ComingSoon title="Top 10 Marcas" lead="Gráfico de las diez marcas principales." />;
}
