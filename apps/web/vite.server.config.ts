// The server-side entry's build: src/entry-server.tsx for Node, into dist/.sightline/server/ (not
// served), for the prerender step and for the server's pages rendered on request. The content
// plugin gives it the same content modules as the browser build.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './content-plugin.ts';

export default defineConfig({
  plugins: [react(), contentPlugin()],
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.sightline/server',
    emptyOutDir: true,
    copyPublicDir: false,
    // One file, loaded once by each process that renders.
    rollupOptions: { output: { codeSplitting: false } },
  },
});
