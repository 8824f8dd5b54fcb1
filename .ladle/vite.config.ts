/**
 * Ladle's own Vite config. Deliberately NOT the root vite.config.ts: that one loads the Vike plugin
 * (and the promo plugin), which break Ladle's build while it still exits 0. Ladle adds React itself.
 * Stories import CSS as `?inline` strings, exactly as the templates hand it to the page <head>.
 * Campaign images are served at the site's base path (ladle/plugins/campaignAssets.ts), and under
 * `ladle serve` the campaign stories follow the campaign files (ladle/plugins/watchCampaigns.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { campaignAssets } from '../ladle/plugins/campaignAssets.ts';
import { watchCampaigns } from '../ladle/plugins/watchCampaigns.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  publicDir: false,
  build: { target: 'es2020', chunkSizeWarningLimit: 2000 },
  plugins: [campaignAssets(root), watchCampaigns(root)],
});
