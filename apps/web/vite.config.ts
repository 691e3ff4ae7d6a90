import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The browser build's chunks (bench/README.md, "Initial JavaScript").
const clientBuild = {
  rollupOptions: {
    // A Tabler icon module is one createReactComponent call, which has no side effect; said so, the
    // small chunks of icons that pages share may be merged like any chunk of plain functions.
    treeshake: { manualPureFunctions: ['createReactComponent'] },
    output: {
      // React and React Router in chunks of their own: the client entry imports only them, so its hash
      // and theirs stay the same from one release of the app to the next (long-lived cache).
      manualChunks(id: string) {
        if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
        if (/\/node_modules\/react-router\//.test(id)) return 'react-router';
        return undefined;
      },
      // Shared chunks of plain functions under 4 KB are merged into the chunks that load with them,
      // instead of a score of tiny files (smaller once compressed, fewer requests).
      experimentalMinChunkSize: 4096,
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: isSsrBuild ? {} : clientBuild,
}));
