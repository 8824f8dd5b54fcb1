/**
 * The pre-rendered call-to-action dialogs (runtime/pages/staticDialog.ts) kept between builds: a folder per
 * server bundle (`.promo/dialog-cache/<bundle>/`: the bundle holds the dialogs' code, CSS and every string
 * file), a file per dialog named by the hash of what else it is made of (the `inputs` the runtime gives),
 * holding those inputs on its first line and the HTML after them: a file whose inputs differ is not this
 * dialog. Read and written by the render workers with synchronous calls (as they write pages), each file
 * replaced whole (written beside, then renamed), so a reader never sees half of one. Folders of bundles no
 * longer in the bundle cache are removed after each build (`pruneDialogCache`).
 */
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHES } from '../cacheRegistry.mjs';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { hashText } from '../campaign/checkCache.ts';
import { replaceAtomicallySync } from '../files/replaceAtomically.ts';
import type { DialogCache } from '../../runtime/pages/staticDialog.ts';

/** The cache's folder for one server bundle (its hash, bundleCache.ts). */
export const dialogCacheDir = (root: string, bundle: string) => join(root, CACHES.dialogCache.path, bundle);

/** The dialogs kept in `dir`, each read once per process. */
export function folderDialogCache(dir: string): DialogCache {
  const known = new Map<string, string>();
  const fileOf = (inputs: string) => join(dir, `${hashText(inputs)}.html`);
  return {
    get(inputs) {
      const seen = known.get(inputs);
      if (seen !== undefined) return seen;
      let text: string;
      try {
        text = readFileSync(fileOf(inputs), 'utf8');
      } catch (e) {
        if (isEnoent(e)) return undefined;
        throw e;
      }
      const end = text.indexOf('\n');
      if (end < 0 || text.slice(0, end) !== inputs) return undefined;
      const html = text.slice(end + 1);
      known.set(inputs, html);
      return html;
    },
    set(inputs, html) {
      known.set(inputs, html);
      replaceAtomicallySync(fileOf(inputs), `${inputs}\n${html}`);
    },
  };
}

/** Removes the folders of bundles no longer in the bundle cache (`bundles`: its entries' names). */
export async function pruneDialogCache(root: string, bundles: ReadonlySet<string>): Promise<void> {
  const top = join(root, CACHES.dialogCache.path);
  const names = await readdir(top).catch((e: unknown) => {
    if (isEnoent(e)) return [];
    throw e;
  });
  for (const name of names) if (!bundles.has(name)) await rm(join(top, name), { recursive: true, force: true });
}
