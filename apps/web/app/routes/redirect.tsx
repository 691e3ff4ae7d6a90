import { HOME_PATH, WEB_REDIRECTS } from '@motorplaza/domain/access/web-routes';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect';

/** Spec 000 §2: the empty paths go to their first screen; any unknown path goes to /inicio. */
function target(request: Request): string {
  const { pathname, search } = new URL(request.url);
  const known = WEB_REDIRECTS[pathname.replace(/(.)\/+$/, '$1')];
  return known ? `${known}${search}` : HOME_PATH;
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(target(request));
}

// In the browser the redirect is decided locally, without a round trip to the server.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(target(request));
}

// A component makes this a page route, so links to it navigate in the browser (it never renders).
export default function Redirect() {
  return null;
}
