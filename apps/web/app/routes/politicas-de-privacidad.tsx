import { LegalPage } from '../features/legal/legal-page';
import { privacyPolicy } from '../features/legal/privacy-content';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/politicas-de-privacidad';

export const meta: Route.MetaFunction = pageMeta;

/** Server-rendered with the company data of the site settings (root loader). */
export default function PoliticasDePrivacidad() {
  const { settings } = useRootData();
  return (
    <>
      <MantinePublicStyles />
      <LegalPage document={privacyPolicy(settings)} />
    </>
  );
}
