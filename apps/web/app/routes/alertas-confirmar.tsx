import { useSearchParams } from 'react-router';
import { AlertConfirmPage } from '../features/alerts/alert-confirm-page';
import { pageMeta } from '../lib/page-meta';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/alertas-confirmar';

export const meta: Route.MetaFunction = pageMeta;

/** The confirmation link of an alert's e-mail: `?token=…`, activated with one click (issue 26). */
export default function AlertasConfirmar() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').slice(0, 120);
  return (
    <>
      <MantinePublicStyles />
      <AlertConfirmPage key={token} token={token} />
    </>
  );
}
