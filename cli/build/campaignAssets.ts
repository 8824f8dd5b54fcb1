/**
 * The campaign images and other files of campaigns/assets/, copied into a build's client folder at
 * the same paths (`<base><path>`, as Vite's public folder serves them in `promo dev`). They are not
 * part of the cached bundles (bundleCache.ts), so replacing one changes only the pages that show it.
 * Copies, not links: the sources are the user's files and may be written in place, and builds are
 * never written to once made. A file already at a target (a page folder of the same name, kept from
 * the spare build) is unlinked first: it may be a link shared with another build.
 */
import { copyFileSync, type Dirent, mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isEnoent } from '../campaign/ProjectFs.ts';

export const CAMPAIGN_ASSETS_DIR = join('campaigns', 'assets');

/** Copies every file under `<root>/campaigns/assets/` into `client`; returns how many. */
export function copyCampaignAssets(root: string, client: string): number {
  const from = join(root, CAMPAIGN_ASSETS_DIR);
  let entries: Dirent[];
  try {
    entries = readdirSync(from, { recursive: true, withFileTypes: true });
  } catch (e) {
    if (isEnoent(e)) return 0;
    throw e;
  }
  let copied = 0;
  for (const e of entries) {
    if (!e.isFile()) continue;
    const source = join(e.parentPath, e.name);
    const target = join(client, relative(from, source));
    mkdirSync(dirname(target), { recursive: true });
    try { unlinkSync(target); } catch (err) { if (!isEnoent(err)) throw err; }
    copyFileSync(source, target);
    copied++;
  }
  return copied;
}
