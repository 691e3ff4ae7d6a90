import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** The root loader's data (settings, version, public URL, server-verified user), on any route. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) throw new Error('The root loader data is missing');
  return data;
}
