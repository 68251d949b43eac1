// Vite build of the web console. Dev server proxies the API and the dev outbox to a local server.
// Two entries: the console (index.html) and the public QR code page (qrcode.html, /q/<token>: plain TypeScript, no
// React), which the server answers for /q/* — and, in dev, the small middleware below.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress';

const target = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** Dev only: /q/<token> serves qrcode.html, as the server does with the build. */
function qrPageInDev(): Plugin {
  return {
    name: 'lockconsole-qr-page-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/q\/[^/?#]+\/?(\?|$)/.test(req.url)) req.url = '/qrcode.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), qrPageInDev(), precompress()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target, changeOrigin: false },
      '/dev': { target, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: { main: page('./index.html'), qrcode: page('./qrcode.html') },
    },
  },
});
