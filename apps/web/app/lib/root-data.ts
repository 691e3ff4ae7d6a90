import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { useRouteLoaderData } from 'react-router';

/**
 * What the root loader answers. Declared here rather than taken from `typeof loader` so that the
 * components reading it need not import `root.tsx`, which renders them (the import graph stays a tree).
 */
export interface RootData {
  readonly settings: SiteSettings;
  readonly user: SessionUser | null;
  readonly appVersion: string;
  readonly publicUrl: string;
}

/** The root loader's data (settings, version, public URL, server-verified user), on any route. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root loader data is missing');
  return data;
}
