// The embeddable widget (src/survey-runtime/widget.ts) as one classic script at a stable address,
// dist/widget/v1.js, built after the app (`npm run build` runs both). Site owners paste its URL, so
// it has no content hash; the server lets browsers cache it briefly (apps/server/src/plugins/web-app.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/widget',
    emptyOutDir: false,
    sourcemap: 'hidden',
    lib: { entry: fileURLToPath(new URL('./src/survey-runtime/widget.ts', import.meta.url)), formats: ['iife'], name: 'SightlineWidget', fileName: () => 'v1.js' },
  },
});
