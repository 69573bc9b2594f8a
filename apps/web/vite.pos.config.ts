import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { posShellList } from './build/pos-shell-list.ts';
import { precompress } from './build/precompress.ts';
import { productionBuilds } from './build/production-builds.ts';

/**
 * The sellers' point of sale (pos.html), built after the dashboard (vite.config.ts) into the same
 * dist/, its files beside the dashboard's: none of its chunks is shared with the dashboard, so its
 * first load holds only what it imports (`npm run bench:pos`, target 150 kB gzip).
 */
export default defineConfig(({ command }) => ({
  resolve: { alias: productionBuilds(command) },
  plugins: [react(), posShellList(), precompress()],
  // The dashboard's build copied public/ and emptied dist/ already.
  publicDir: false,
  build: {
    target: 'es2022',
    emptyOutDir: false,
    rollupOptions: { input: { pos: 'pos.html' } },
    chunkSizeWarningLimit: 900,
  },
}));
