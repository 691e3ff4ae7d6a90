import { LegalPage } from '../features/legal/legal-page';
import { termsAndConditions } from '../features/legal/terms-content';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/terminos-y-condiciones';

export const meta: Route.MetaFunction = pageMeta;

/** Server-rendered with the company data of the site settings (root loader). */
export default function TerminosYCondiciones() {
  const { settings } = useRootData();
  return (
    <>
      <MantinePublicStyles />
      <LegalPage document={termsAndConditions(settings)} />
    </>
  );
}
