import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Fetches the text font with the page instead of when text first renders: a late swap of the font re-wraps
 * lines and moves centred forms under the pointer of someone about to click.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'landline-preload-text-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
        if (!font) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

// The Landline gateway (TARGET=all serves API + web) listens on 8080 in development.
const backend = process.env.LANDLINE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), preloadTextFont()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/.well-known': { target: backend, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads what the landing page loads from it.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // Mantine's index re-exports RemoveScroll, whose packages mark their sidecar modules as side effects,
      // so every page would carry the scroll lock that only dialogs and drawers use. Their side effects run
      // only for a component that is used, so they can go wherever it is not.
      treeshake: { moduleSideEffects: (id) => !/node_modules\/(react-remove-scroll|use-sidecar)\//.test(id) },
      output: {
        // Long-lived vendor chunks cache across releases of the app code.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client'],
          query: ['@tanstack/react-query'],
        },
      },
    },
  },
});
