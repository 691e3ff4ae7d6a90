import './app.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import buttons from './components/buttons.module.css';
import container from './components/container.module.css';
import { LazyNotifications } from './components/lazy-notifications';
import errorClasses from './error-page.module.css';
import { SiteLayout } from './layout/site-layout';
import { useCspNonce } from './lib/csp-nonce';
import { announceHydrated } from './lib/hydration-signal';
import type { RootData } from './lib/root-data';
import { interpretZodSchemasInBrowser } from './lib/zod-in-browser';
import { MANTINE_PROVIDER_PROPS, MantineBaseStyles, MantineThemeStyles } from './styles/mantine-styles';

interpretZodSchemasInBrowser();

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Settings, version, public URL and the server-verified user, read in process from the API. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const [settings, user] = await Promise.all([
    context.getSiteSettings(),
    context.getSessionUser(request.headers.get('Cookie')),
  ]);
  return { settings, user, appVersion: context.appVersion, publicUrl: context.publicUrl };
}

export function Layout({ children }: { readonly children: ReactNode }) {
  const nonce = useCspNonce();
  useEffect(announceHydrated, []);
  return (
    <html lang="es-PE" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1b2d" />
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
        <MantineBaseStyles />
        <MantineThemeStyles />
        <Meta />
        <Links />
      </head>
      <body>
        {/* No <style> in the body (the Nu Html Checker refuses them): the theme's variables come from the
            head, and the responsive style props' rules are hoisted there by React (decision
            docs/decisions/0066-html-validity.md). */}
        <MantineProvider
          {...MANTINE_PROVIDER_PROPS}
          withCssVariables={false}
          withGlobalClasses={false}
          deduplicateInlineStyles
        >
          <LazyNotifications />
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="contenido">
      <div className={`${container.container} ${container.narrow} ${errorClasses.page}`}>
        <title>Error | MotorPlaza</title>
        <h1 className={errorClasses.title}>{status === 404 ? 'Página no encontrada' : 'Algo salió mal'}</h1>
        <p className={errorClasses.text}>
          {status === 404
            ? 'La página que buscas no existe o fue movida.'
            : 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.'}
        </p>
        <Link to="/inicio" reloadDocument className={buttons.button}>
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
