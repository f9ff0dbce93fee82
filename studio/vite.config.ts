import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The studio: its own page and bundle at /studio, built apart from the viewer app (no legacy TV
 * bundle, no service worker), so nothing of it reaches a viewer's TV or phone. Desktop and tablet
 * browsers of today only.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/studio/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../build/studio', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
  },
  server: {
    port: 5174,
    proxy: { '/studio-api': process.env.API_TARGET ?? 'http://localhost:8080', '/art': process.env.API_TARGET ?? 'http://localhost:8080' },
  },
});
