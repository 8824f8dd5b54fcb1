/**
 * How the studio's unsaved text reaches the preview: a Vite plugin that only carries, in its `api`, the
 * project files with the drafts over them (draftFs.ts) and a hook the dev server's promo plugin
 * (site/vitePluginPromo.ts) fills in to plan the site again. So the preview is `promo dev`'s own
 * rendering of the text being edited, before it is saved, through the same checks.
 */
import type { Plugin } from 'vite';
import type { DraftFs } from './draftFs.ts';

export const STUDIO_DRAFTS_PLUGIN = 'promo:studio-drafts';

export interface StudioDraftsApi {
  fs: DraftFs;
  /**
   * Set by the promo plugin: plans the site again from the drafts; resolves when the preview shows them.
   * `files`: the campaign files drafted (or no longer) since the last call: only they are checked and planned
   * again when the last plan holds them (site/devSiteLoad.ts); none named, the whole site.
   */
  reload?: (files?: readonly string[]) => Promise<void>;
}

export function studioDraftsPlugin(api: StudioDraftsApi): Plugin {
  return { name: STUDIO_DRAFTS_PLUGIN, apply: 'serve', api };
}

export function studioDraftsOf(plugins: readonly Plugin[]): StudioDraftsApi | undefined {
  return plugins.find((p) => p.name === STUDIO_DRAFTS_PLUGIN)?.api as StudioDraftsApi | undefined;
}
