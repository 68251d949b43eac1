// Vite build of the web console. Dev server proxies the API and the dev outbox to a local server.
// Two entries: the console (index.html) and the public QR code page (qrcode.html, /q/<token>: plain TypeScript, no
// React), which the server answers for /q/* — and, in dev, the small middleware below.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress';
import { catalogFiles } from './build/catalogs';

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

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102): a
 * production bundle carried its dev warnings and checks (~90 KB minified in the entry). The build takes its
 * production build, the same code without them; the dev server keeps the warnings.
 */
const routerProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
if (!routerProduction.endsWith('/production/index.mjs'))
  throw new Error(`react-router's production build not found (resolved ${routerProduction})`);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    qrPageInDev(),
    catalogFiles(fileURLToPath(new URL('../../packages/shared/src/i18n/locales', import.meta.url))),
    precompress(),
  ],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
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
      // Chunks are named by their hash alone: the entry lists the files each lazy route and language pack preloads
      // (~240 names); the chunks' own names in it were 1.4 KB of the login page's brotli bytes, 3 KB of a lock page's
      // (#26). The manifest keeps each chunk's name (bench/web-bundle.mjs finds pages by it); entries keep theirs.
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
}));
