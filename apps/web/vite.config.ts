import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './compress-assets';

// In development the API runs on :3000 (npm run dev starts both); these paths belong to it.
// The development server listens on 127.0.0.1 only; "localhost" may resolve to ::1 first.
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss(), compressAssets()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/sanctum': api,
      '/dev': api,
      '/regulamin': api,
      '/polityka-prywatnosci': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // zod is shared by the pages whose forms check input with the contract's schemas; left
        // to itself, the bundler put it in the chunk of the API client, which every page loads
        // first. In its own chunk it is loaded with the first page that needs it.
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
