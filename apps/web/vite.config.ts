import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { productionBuilds } from './build/production-builds.ts';
import { prerenderLanding } from './build/prerender-landing.ts';

const api = process.env.TIRAJ_API_URL ?? 'http://127.0.0.1:3000';

/**
 * The dashboard's build (index.html: sign-in and the signed-in screens), then the landing page
 * prerendered from its React tree (build/prerender-landing.ts). The sellers' point of sale is built on its own by vite.pos.config.ts,
 * after this one: its chunks are cut by its own imports only, so that nothing the dashboard
 * shares or stops sharing with it changes its first load (`npm run bench:pos`).
 */
export default defineConfig(({ command }) => ({
  resolve: { alias: productionBuilds(command) },
  plugins: [react(), prerenderLanding(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/files': api },
  },
  build: {
    target: 'es2022',
    rollupOptions: { input: { main: 'index.html' } },
    chunkSizeWarningLimit: 900,
  },
}));
