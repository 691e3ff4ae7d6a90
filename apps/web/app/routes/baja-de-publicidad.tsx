import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '../features/legal/unsubscribe-page';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/baja-de-publicidad';

export const meta: Route.MetaFunction = pageMeta;

/** The unsubscribe link of marketing e-mails: `?token=…`, confirmed with one click (decision 0029). */
export default function BajaDePublicidad() {
  const [params] = useSearchParams();
  const { settings } = useRootData();
  const token = params.get('token') ?? '';
  return (
    <>
      <MantinePublicStyles />
      <UnsubscribePage key={token} token={token} company={settings.nombreEmpresa} />
    </>
  );
}
