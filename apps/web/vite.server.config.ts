// The prerender step's build: src/entry-prerender.tsx for Node, into .prerender/ (not served). The
// content plugin gives it the same content modules as the browser build.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './content-plugin.ts';

export default defineConfig({
  plugins: [react(), contentPlugin()],
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: '.prerender',
    emptyOutDir: true,
    // One file: the prerender step runs it once and throws it away.
    rollupOptions: { output: { codeSplitting: false } },
  },
});
