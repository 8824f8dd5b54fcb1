/**
 * Vite plugins for `promo dev`: loads and checks the project, serves the route manifest as a
 * virtual module, reloads the page when a campaign, template schema or the site config changes, and
 * picks each visitor's A/B arm as `promo serve` does (devArmRouting.ts), and gives every answer that is
 * not a page the files' CSP (devFileCsp.ts).
 * (`promo build` hands the server bundle the manifest it has checked at prerender time: `prerenderManifestModule`.)
 */
import type { Plugin } from 'vite';
import { join } from 'node:path';
import { devCheckCaches, type DevCheckCaches } from './devCheckCaches.ts';
import { devLoad, devLoadDrafts } from './devSiteLoad.ts';
import { nodeFs } from '../campaign/ProjectFs.ts';
import type { PlannedSite } from './loadSite.ts';
import { VALIDATOR_CACHE_DIR } from '../campaign/validatorCode.ts';
import { fileCheckCache } from '../campaign/checkCache.ts';
import { CAMPAIGN_DATA_DIR, folderCampaignData } from '../campaign/campaignDataCache.ts';
import { CACHES } from '../cacheRegistry.mjs';
import type { RouteManifest } from '../../model/Site.ts';
import { manifestModule } from './manifestModule.ts';
import { devArmRouting } from './devArmRouting.ts';
import { devApiOf } from './vitePluginDevApi.ts';
import type { DevApi } from '../../model/apiBase.ts';
import { devAssets } from './devAssets.ts';
import { devFileCsp } from './devFileCsp.ts';
import { studioDraftsOf, type StudioDraftsApi } from '../studio/previewDrafts.ts';
import { devPageDataFile } from './devPageDataFile.ts';
import { pageChanges } from './pageChanges.ts';
import { diskSaveStamps, HALF_WRITTEN_RETRIES, type SaveStamps, savedSinceRead, stampsOf } from './halfWrittenSave.ts';
import { devWarmUp } from './devWarmUp.ts';
import { warmCheck } from '../campaign/warmCheck.ts';
import { DEV_PAGES_EVENT, type DevPagesChange } from '../../model/devPageData.ts';

/** Checks the campaign file of the page at `page` (or, for a page the manifest does not name, the first one) ahead of its first save. */
async function warmFirstSave(
  root: string,
  manifest: RouteManifest | undefined,
  page: string,
  caches: DevCheckCaches,
  drafts?: StudioDraftsApi,
) {
  const shown =
    manifest && (Object.hasOwn(manifest.pages, page) ? manifest.pages[page] : Object.values(manifest.pages)[0]);
  if (!shown) return;
  const file = join(root, 'campaigns', `${shown.campaign.slug}.yaml`);
  const fs = drafts?.fs ?? nodeFs;
  if (!fs.exists(file)) return;
  await warmCheck(root, file, { fs, cache: caches.cache, validatorCache: join(root, VALIDATOR_CACHE_DIR) });
}

/**
 * `now`: the clock the site is planned by (statuses, experiments running): the studio's `--at` stops it.
 * `stamps`: how a failed check tells a save still being written (halfWrittenSave.ts; tests pass a fake).
 */
export function promoPlugin(root: string, now: () => number = Date.now, stamps: SaveStamps = diskSaveStamps): Plugin[] {
  let manifest: RouteManifest | undefined;
  /** The last plan, each campaign's part kept (a studio draft re-plans only its own): undefined after a failed load. */
  let planned: PlannedSite | undefined;
  /** Why there is no manifest: the campaigns' problems when `promo dev` started (the next good save clears them). */
  let problems: string | undefined;
  const current = () => {
    if (!manifest)
      throw new Error(problems ?? 'No route manifest yet: the campaigns are still loading (run promo check).');
    return manifest;
  };
  let devApi: DevApi | undefined;
  let drafts: StudioDraftsApi | undefined;
  // Each save re-checks only the campaign files whose content changed.
  const caches = devCheckCaches({
    cache: fileCheckCache(join(root, CACHES.checkCache.path)),
    dataCache: folderCampaignData(join(root, CAMPAIGN_DATA_DIR)),
  });
  return [
    // Where the pages call the operator API comes from `promo dev`'s own plugin (vitePluginDevApi.ts), when present.
    {
      ...manifestModule(current, () => devApi),
      apply: 'serve',
      configResolved(config) {
        devApi = devApiOf(config.plugins);
        drafts = studioDraftsOf(config.plugins);
      },
    },
    {
      name: 'promo:manifest-watch',
      apply: 'serve',
      async configureServer(server) {
        // First of all: every answer that is not a page runs nothing when opened on its own.
        server.middlewares.use(devFileCsp());
        // The first check runs while Vite starts and transforms the pages' modules: the server listens at
        // once and every request waits for it (then the middleware is a resolved promise's await).
        // Campaigns with problems do not stop the dev server: it starts, says what is wrong (terminal and
        // browser overlay), and shows the pages from the first save that fixes them.
        const firstCheck = devLoad(root, caches, now, drafts).then(
          (p) => {
            planned = p;
            manifest = p.manifest;
          },
          (e: unknown) => {
            problems = e instanceof Error ? e.message : String(e);
            server.config.logger.error(
              `${problems}\nThe dev server keeps running: fix the file and save; the page reloads.`,
            );
          },
        );
        server.middlewares.use((_req, _res, next) => {
          firstCheck.then(() => next(), next);
        });
        // Once the first page is shown and the server idle, the first save's one-time costs are paid ahead.
        server.middlewares.use(
          devWarmUp(server.config.base, (page) => warmFirstSave(root, manifest, page, caches, drafts)),
        );
        // Before Vite's and Vike's own middlewares: A/B arms and {name} URLs as `promo serve` picks them.
        server.middlewares.use(devArmRouting(() => manifest));
        // Campaign images: only those the campaigns name, read as the build reads them.
        server.middlewares.use(devAssets(root, () => manifest));
        // Each page's page-data.json, as the build writes it (the language switch and a save's update read it).
        server.middlewares.use(
          devPageDataFile(
            () => manifest,
            () => devApi,
          ),
        );
        server.watcher.add([`${root}/campaigns`, `${root}/promo.config.yaml`]);
        // One check at a time, in the order of the saves (a slow check never overwrites a newer one).
        let checks = firstCheck;
        /** The files saved since the last check began: what a failure may have read half-written. */
        const saved = new Set<string>();
        const onChange = (file: string) => {
          if (!/(campaigns\/.*\.ya?ml|promo\.config\.yaml|params\.schema\.json)$/.test(file)) return;
          saved.add(file);
          checks = checks.then(() => recheck());
        };
        /** Tells the open pages what the new manifest changed for them: in place, or a reload. */
        const announce = (before: RouteManifest | undefined, after: RouteManifest) => {
          // The manifest module reads `manifest` at each call (manifestModule.ts): nothing to invalidate.
          // When only pages' text changed, the open pages render it again in place (no reload, scroll and
          // open dialogs kept: runtime/boot/devPageUpdates.ts); anything else, or after an error overlay
          // (which the reload clears), reloads them.
          const change = before ? pageChanges(before, after) : 'reload';
          if (change === 'reload') server.ws.send({ type: 'full-reload' });
          else if (change.urls.length) server.ws.send(DEV_PAGES_EVENT, change satisfies DevPagesChange);
        };
        const recheck = async (retries = HALF_WRITTEN_RETRIES): Promise<void> => {
          const read = stampsOf(saved, stamps);
          saved.clear();
          try {
            const before = problems === undefined ? manifest : undefined;
            planned = await devLoad(root, caches, now, drafts);
            manifest = planned.manifest;
            problems = undefined;
            announce(before, manifest);
          } catch (e) {
            planned = undefined;
            // A save caught half-written (truncated, not yet written) is checked again once it has settled.
            if (retries > 0 && (await savedSinceRead(read, stamps))) {
              for (const file of read.keys()) saved.add(file);
              return recheck(retries - 1);
            }
            const message = e instanceof Error ? e.message : String(e);
            problems = message;
            server.config.logger.error(message);
            server.ws.send({ type: 'error', err: { message, stack: '' } });
          }
        };
        // `promo studio`: a draft is planned like a save (in turn with them) and its preview updated the same
        // way (in place when only text changed); a draft with errors leaves the preview at the last good one.
        // Only the drafted campaigns are checked and planned again when the last plan holds them (devSiteLoad.ts).
        if (drafts) {
          const studio = drafts;
          studio.reload = (files = []) => {
            const run = checks.then(async () => {
              const before = problems === undefined ? manifest : undefined;
              planned = await devLoadDrafts(
                root,
                caches,
                now,
                studio,
                problems === undefined ? planned : undefined,
                files,
              );
              manifest = planned.manifest;
              problems = undefined;
              announce(before, manifest);
            });
            checks = run.catch(() => undefined);
            return run;
          };
        }
        server.watcher.on('change', onChange).on('add', onChange).on('unlink', onChange);
      },
    },
  ];
}
