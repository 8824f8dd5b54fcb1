/**
 * Vite plugin for `promo build`: the server bundle (only) resolves `react-i18next` to
 * runtime/i18n/serverTranslation.ts, a `useTranslation` that reuses one `t` per language instead of
 * copying the i18n instance on every call. The browser bundle keeps react-i18next untouched.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const SERVER_TRANSLATION = fileURLToPath(new URL('../../runtime/i18n/serverTranslation.ts', import.meta.url));

export function serverTranslationPlugin(): Plugin {
  return {
    name: 'promo:server-translation',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id !== 'react-i18next' || !options.ssr || importer === SERVER_TRANSLATION) return undefined;
      return SERVER_TRANSLATION;
    },
  };
}
