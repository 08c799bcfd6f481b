import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The gateway listens on 8080 in development and serves web/dist in production (SPA fallback),
// so the browser always talks to one origin and the session cookie just works.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: gateway, changeOrigin: false },
  '/socket.io': { target: gateway, ws: true, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
