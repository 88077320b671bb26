import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildReport } from './renderers/build-report';
import { buildCompress } from './renderers/build-compress';

/** The browser app: index.html at the repo root loads renderers/main.tsx; the API runs apart. */
export default defineConfig({
  root: '.',
  plugins: [react(), buildReport(), buildCompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The lazy chunks (rjsf + ajv, plotly) are large by nature; the login budget is checked above.
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
