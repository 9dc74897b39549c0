import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '8000'}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': serverUrl,
      '/media': serverUrl,
      '/ws': { target: serverUrl.replace('http', 'ws'), ws: true },
    },
  },
});
