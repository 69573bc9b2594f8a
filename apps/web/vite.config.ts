import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.TIRAJ_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/files': api },
  },
  build: {
    target: 'es2022',
    // Two entries: the dashboard and landing page, and the sellers' point of sale (its own chunks).
    rollupOptions: { input: { main: 'index.html', pos: 'pos.html' } },
    chunkSizeWarningLimit: 900,
  },
});
