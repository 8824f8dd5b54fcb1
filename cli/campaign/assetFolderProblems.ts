/**
 * Everything in campaigns/assets/ must be an image the build may use: a regular file (no symbolic or
 * hard link, device or pipe) whose name and first bytes both say JPEG, PNG, WebP or AVIF. Anything
 * else is an error at that file, whether a campaign names it or not: the folder is campaign content,
 * and nothing in it is published as it is (the build publishes re-encoded images only).
 * Walks the folder without following links; reads the first bytes of each file only.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Problem } from './Problem.ts';
import { isEnoent } from './ProjectFs.ts';
import { ASSET_TYPES_TEXT, AssetRefused, describeContent, formatOfName, readAsset, sniffImage } from './assetFile.ts';

/** Files a desktop leaves in every folder; never published, never read. */
const DESKTOP_LITTER = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);
/** Entries looked at before the walk gives up (a folder of this size is a mistake of its own). */
const MAX_ENTRIES = 20_000;

export async function assetFolderProblems(root: string, rel: (p: string) => string): Promise<Problem[]> {
  const dir = join(root, 'campaigns', 'assets');
  const out: Problem[] = [];
  const at = (path: string, code: string, message: string, severity: Problem['severity'] = 'error') =>
    out.push({ file: rel(path), line: 1, col: 1, path: '', code, message, severity });
  const top = await lstat(dir).catch((e: unknown) => {
    if (isEnoent(e)) return null;
    throw e;
  });
  if (!top) return out;
  if (top.isSymbolicLink()) {
    at(
      dir,
      'asset/link',
      'campaigns/assets/ is a symbolic link; the build follows no link (it could publish any file of the machine). Make it a real folder holding the images.',
    );
    return out;
  }
  let seen = 0;
  const walk = async (folder: string, below: string): Promise<void> => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      if (++seen > MAX_ENTRIES) {
        if (seen === MAX_ENTRIES + 1)
          at(
            dir,
            'asset/too-many',
            `campaigns/assets/ holds more than ${MAX_ENTRIES} entries; only the first were checked. Keep only the images campaigns use.`,
          );
        return;
      }
      const path = join(folder, entry.name);
      const name = below ? `${below}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) {
        at(
          path,
          'asset/link',
          `${name} is a symbolic link; the build follows no link (it could publish any file of the machine). Copy the image itself here instead.`,
        );
        continue;
      }
      if (entry.isDirectory()) {
        await walk(path, name);
        continue;
      }
      if (DESKTOP_LITTER.has(entry.name)) continue;
      if (!entry.isFile()) {
        at(
          path,
          'asset/not-a-file',
          `${name} is not a regular file (a device, pipe or socket). Remove it: campaigns/assets/ holds images only.`,
        );
        continue;
      }
      const promised = formatOfName(entry.name);
      if (!promised) {
        at(
          path,
          'asset/not-an-image',
          `${name} is not a ${ASSET_TYPES_TEXT} image by its name; campaigns/assets/ holds only those (HTML, script, SVG and other files could run in the site's pages). Remove it, or export it as JPEG, PNG or WebP.`,
        );
        continue;
      }
      try {
        const { bytes } = await readAsset(dir, name, 512);
        const found = sniffImage(bytes);
        if (!found)
          at(
            path,
            'asset/not-an-image',
            `${name} is named like ${promised.toUpperCase()} but its content is ${describeContent(bytes)}. Export it again as JPEG, PNG or WebP.`,
          );
        else if (found !== promised)
          at(
            path,
            'asset/wrong-extension',
            `${name} is named like ${promised.toUpperCase()} but is ${found.toUpperCase()}. Rename it to end in ${found === 'jpeg' ? '.jpg' : `.${found}`}.`,
            'warning',
          );
      } catch (e) {
        if (e instanceof AssetRefused)
          at(path, e.code === 'rule/image-link' ? 'asset/link' : 'asset/not-a-file', `${name} ${e.reason}.`);
        else if (!isEnoent(e)) throw e; // removed meanwhile: nothing to say
      }
    }
  };
  await walk(dir, '');
  return out;
}
