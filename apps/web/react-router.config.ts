import type { Config } from '@react-router/dev/config';

// Server rendering on: public pages are rendered by the API process (docs/architecture.md).
// The v8 future flags stay off on purpose: the API hands a plain ServerContext as load context,
// which v8_middleware would replace with a RouterContextProvider.
export default {
  ssr: true,
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
