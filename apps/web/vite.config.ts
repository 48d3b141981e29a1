import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePatternsPlugin } from './route-patterns.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePatternsPlugin()],
  server: {
    // In development the API runs on its own port; the built app is served by the server itself.
    proxy: { '/api': 'http://localhost:3000' },
  },
  // 'hidden': maps are written for debugging a build but not referenced from the served files.
  build: { outDir: 'dist', sourcemap: 'hidden' },
});
