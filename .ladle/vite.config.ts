/**
 * Ladle's own Vite config. Deliberately NOT the root vite.config.ts: that one loads the Vike plugin
 * (and the promo plugin), which break Ladle's build while it still exits 0. Ladle adds React itself.
 * Stories import CSS as `?inline` strings, exactly as the templates hand it to the page <head>.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: { target: 'es2020', chunkSizeWarningLimit: 2000 },
});
