import { useSearchParams } from 'react-router';
import { ConfirmOfferPage } from '../features/sell/confirm/confirm-offer-page';
import { pageMeta } from '../lib/page-meta';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/vende-tu-auto-confirmar';

export const meta: Route.MetaFunction = pageMeta;

/** The confirmation link of the offer's e-mail: `?token=…`, confirmed with one click (issue 23). */
export default function VendeTuAutoConfirmar() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').slice(0, 120);
  return (
    <>
      <MantinePublicStyles />
      <ConfirmOfferPage key={token} token={token} />
    </>
  );
}
