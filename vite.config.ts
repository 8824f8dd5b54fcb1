// The project's Vite config lives in cli/site/viteConfig.ts, which `promo dev` and `promo studio` pass to Vike
// inline; `promo build`'s Vite (and any tool that reads a config file) loads it from here.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { viteConfig } from './cli/site/viteConfig.ts';

export default defineConfig(viteConfig(fileURLToPath(new URL('.', import.meta.url))));
