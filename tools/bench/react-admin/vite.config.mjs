// create-react-admin's Vite config, with the routes at the root (a browser router, as the
// product's) and the build where the bench serves it from (REFERENCE_OUT_DIR).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: process.env.REFERENCE_OUT_DIR ?? 'dist', emptyOutDir: true },
});
