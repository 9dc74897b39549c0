import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsSize } from './scripts/vite/initialJsSize.js';

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '8000'}`;

export default defineConfig({
  plugins: [react(), initialJsSize(170, 'src/ui/screens/marketplace/MarketplaceScreen.tsx')],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': serverUrl,
      '/media': serverUrl,
      '/ws': { target: serverUrl.replace('http', 'ws'), ws: true },
    },
  },
});
