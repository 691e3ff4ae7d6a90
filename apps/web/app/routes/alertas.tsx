import { useSearchParams } from 'react-router';
import { AlertsPage } from '../features/alerts/alerts-page';
import { pageMeta } from '../lib/page-meta';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/alertas';

export const meta: Route.MetaFunction = pageMeta;

/** The link of every alert e-mail: `?token=…`, the e-mail's alerts to see and delete (issue 26). */
export default function Alertas() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').slice(0, 300);
  return (
    <>
      <MantinePublicStyles />
      <AlertsPage key={token} token={token} />
    </>
  );
}
