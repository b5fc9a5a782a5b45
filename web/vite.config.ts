import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The Landline gateway (TARGET=all serves API + web) listens on 8080 in development.
const backend = process.env.LANDLINE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
      output: {
        // Long-lived vendor chunks cache across releases of the app code.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          query: ['@tanstack/react-query'],
        },
      },
    },
  },
});
