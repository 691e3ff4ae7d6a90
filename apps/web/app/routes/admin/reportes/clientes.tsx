import { ComingSoon } from '../../../components/coming-soon';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/clientes';

export const meta: Route.MetaFunction = pageMeta;

export default function ReportClientes() {
  return <ComingSoon title="Reporte de Clientes Interesados" lead="Nuevos clientes interesados por mes." />;
}
