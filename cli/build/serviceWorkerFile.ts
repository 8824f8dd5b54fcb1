/**
 * The background worker each build serves at `<base>sw.js` (runtime/worker/): the worker's code
 * (workerBundle.ts, bundled once per change of its sources) after this build's settings, declared as
 * the PROMO_WORKER it reads. The settings name the
 * build (its pages' keys and its hashed files), so a deploy that changes anything gives browsers a new
 * sw.js and they install the new worker; a build identical to the last gives the same bytes.
 * With the site config's `serviceWorker: false` the file is a worker that removes itself and its
 * caches, for the browsers that installed one before it was switched off.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkerSettings } from '../../runtime/worker/createWorker.ts';
import { CACHE_PREFIX } from '../../runtime/worker/createWorker.ts';
import { workerBundle } from './workerBundle.ts';

export { WORKER_FILE } from '../../runtime/worker/workerRoute.ts';

const LOCALES = fileURLToPath(new URL('../../locales/', import.meta.url));

/** The worker of a site that has it switched off: takes over, deletes the caches, unregisters. */
export const REMOVING_WORKER = `// promo: background worker switched off (site config serviceWorker: false)
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(caches.keys()
  .then((names) => Promise.all(names.filter((n) => n.startsWith(${JSON.stringify(CACHE_PREFIX)})).map((n) => caches.delete(n))))
  .then(() => self.registration.unregister())));
`;

const short = (h: ReturnType<typeof createHash>) => h.digest('hex').slice(0, 16);

/**
 * Names a set of file paths (sorted first): the same files, the same name. The parts are hashed as one text,
 * each followed by a NUL: the same bytes, and so the same name, as one update per part, without two native
 * calls per page (a build's 20,902 pages: ~40,000 calls).
 */
export function nameOf(parts: Iterable<string>): string {
  const sorted = [...parts].sort();
  return short(createHash('sha256').update(sorted.length ? `${sorted.join('\0')}\0` : ''));
}

/** The hashed files of a built client folder (below assets/ and _img/), as paths below it. */
export async function hashedFiles(client: string): Promise<string[]> {
  const under = async (dir: string) => {
    const entries = await readdir(join(client, dir), { recursive: true, withFileTypes: true }).catch((e: unknown) => {
      if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return [];
      throw e;
    });
    return entries
      .filter((e) => e.isFile() || e.isSymbolicLink())
      .map((e) =>
        join(e.parentPath, e.name)
          .slice(client.length + 1)
          .split('\\')
          .join('/'),
      );
  };
  return [...(await under('assets')), ...(await under('_img'))];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page load while offline with no copy kept: the site's "check your connection" text in its default language. */
export async function offlinePage(brandName: string, locale: string): Promise<string> {
  const read = async (l: string) =>
    JSON.parse(await readFile(join(LOCALES, `${l}.json`), 'utf8')) as { notify?: { network?: string } };
  const text = (await read(locale)).notify?.network ?? (await read('en')).notify?.network ?? 'Offline';
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(brandName)}</title>` +
    `<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;text-align:center"><h1 style="font-size:1.25rem">${escapeHtml(brandName)}</h1><p role="alert">${escapeHtml(text)}</p></body></html>`
  );
}

/**
 * The text of sw.js for these settings; null (switched off): the self-removing worker. `cacheFile`:
 * where the worker's code is kept between builds (workerBundle.ts).
 */
export async function serviceWorkerFile(settings: WorkerSettings | null, cacheFile?: string): Promise<string> {
  if (!settings) return REMOVING_WORKER;
  return `// promo build ${settings.build}\nvar PROMO_WORKER=${JSON.stringify(settings)};\n${await workerBundle(cacheFile)}`;
}
