import type { ServerContext } from '@motorplaza/domain/web/server-context';

// The API process passes a ServerContext as React Router's load context (docs/architecture.md).
declare module 'react-router' {
  interface AppLoadContext extends ServerContext {}
}
