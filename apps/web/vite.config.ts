import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin } from './content-plugin.ts';
import { routePatternsPlugin } from './route-patterns.ts';

/** In development, /survey/{id} is the answer page's own document, as the server answers it when built. */
const surveyPageInDev: Plugin = {
  name: 'sightline-survey-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/survey\/[^/?]+\/?(\?|$)/.test(request.url)) request.url = '/survey.html';
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), contentPlugin(), routePatternsPlugin(), surveyPageInDev],
  server: {
    // In development the API runs on its own port; the built app is served by the server itself.
    proxy: { '/api': 'http://localhost:3000' },
  },
  // 'hidden': maps are written for debugging a build but not referenced from the served files.
  // Three documents: the app, the public answer page (/survey/{id}) and the prerendered guides,
  // articles and help pages (src/content-runtime), which load none of the app; and the prerendered
  // home page's first script (src/home-runtime), which starts the app when a visitor shows up, and
  // that of a page the server renders on request (src/paint-first), which starts it once painted.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // The manifest tells the prerender step which files the content pages' own script is (prerender.ts).
    manifest: true,
    // Every browser the build targets but Safari 16 preloads modules itself; there a preload is
    // only an early fetch, so no polyfill ships in every page's first script for it.
    // A server-rendered page's script (src/paint-first) has put every file the app and the route
    // import into the page's head before it imports the app: Vite's own preloading of them there
    // would only look each one up in the document again.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => (hostId.startsWith('assets/paint-first-') ? [] : deps) },
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        survey: fileURLToPath(new URL('./survey.html', import.meta.url)),
        content: fileURLToPath(new URL('./src/content-runtime/main.ts', import.meta.url)),
        home: fileURLToPath(new URL('./src/home-runtime/main.ts', import.meta.url)),
        'paint-first': fileURLToPath(new URL('./src/paint-first/main.ts', import.meta.url)),
      },
      // Chunks are named by their content's hash alone: a page's scripts name each other in every
      // import and in the lazy pages' preload lists, and the module names (a shared report's first
      // load is 34 files) cost 1.7 kB gzipped there. The manifest (.vite/manifest.json) says which
      // chunk is which (the e2e tests find them by it), and the hidden source maps name every module.
      // TanStack Query in one chunk: every app page loads its client with main, and left to itself
      // the bundler cut the rest into six small files (useBaseQuery, removable, useMutation…),
      // each compressed apart. Only the app uses it: the home, content and survey scripts load none.
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: { groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false }] },
      },
    },
  },
});
