import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Chromium 53+ runs this bundle's syntax once the legacy build lands; modern engines for now.
    target: ['es2020', 'chrome80'],
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // The app, and the row harness that tests and benchmarks drive (served at /harness/row.html).
      input: { main: 'index.html', harness: 'harness/row.html' },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/media': API_TARGET,
      '/art': API_TARGET,
    },
  },
});
