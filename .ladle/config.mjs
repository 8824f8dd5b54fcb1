// Ladle: stories for the templates (templates/<name>/<Name>.stories.tsx) and the shared components
// (ladle/**/*.stories.tsx). `npm run ladle` serves them; `node tests/ladle-build.mjs` builds and checks.
import { fileURLToPath } from 'node:url';

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: ['ladle/**/*.stories.{ts,tsx}', 'templates/*/*.stories.{ts,tsx}'],
  // Ladle's OWN Vite config: the root vite.config.ts loads the Vike plugin, which breaks Ladle
  // while `ladle build` still exits 0.
  viteConfig: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
  outDir: 'build-ladle',
  defaultStory: 'templates--tournament--live',
  addons: {
    theme: { enabled: true, defaultState: 'dark' },
    // Stories are iframed, so these widths drive the pages' media queries (360 px phone first).
    width: { enabled: true, options: { phone: 360, 'large phone': 414, tablet: 768, desktop: 1280 }, defaultState: 0 },
    a11y: { enabled: true },
  },
};
