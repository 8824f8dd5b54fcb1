/**
 * `promo dev`'s loads of the site (vitePluginPromo.ts): the whole project checked (only changed files
 * again, devCheckCaches.ts) and planned; and under `promo studio`, a draft's load, which checks and plans
 * only the drafted campaigns when the last plan holds them (replanCampaign.ts).
 */
import { join } from 'node:path';
import { loadSite, type PlannedSite } from './loadSite.ts';
import type { DevCheckCaches } from './devCheckCaches.ts';
import { nodeFs, type ProjectFs } from '../campaign/ProjectFs.ts';
import { VALIDATOR_CACHE_DIR } from '../campaign/validatorCode.ts';
import { fileStamp } from '../campaign/fileStamp.ts';
import { formatProblems } from '../format/formatProblems.ts';
import type { StudioDraftsApi } from '../studio/previewDrafts.ts';
import type { ProjectCheck } from '../campaign/checkProject.ts';
import { replanCampaign } from './replanCampaign.ts';

const problemsError = (check: ProjectCheck) =>
  new Error('Campaigns have problems (run promo check):\n' + formatProblems(check.problems, 'text', check.sources));

/** `drafts`: `promo studio`'s unsaved text over the files (studio/previewDrafts.ts); a drafted file is always read. */
export async function devLoad(
  root: string,
  caches: DevCheckCaches,
  now: () => number,
  drafts?: StudioDraftsApi,
): Promise<PlannedSite> {
  const fs: ProjectFs = drafts?.fs ?? nodeFs;
  const loaded = await loadSite(root, { env: 'development', at: now() }, fs, {
    ...caches,
    validatorCache: join(root, VALIDATOR_CACHE_DIR),
    stamp: (p) => (drafts?.fs.drafts.has(p) ? undefined : fileStamp(p)),
  });
  if (!loaded.manifest) throw problemsError(loaded.check);
  return loaded as PlannedSite;
}

/**
 * The site with the drafts of `files` (campaign files) over `last`, the last plan: each re-planned alone;
 * the whole site loaded again when there is no last plan or it does not hold one of them. Throws as
 * devLoad does when a draft has errors (the preview stays at the last plan).
 */
export async function devLoadDrafts(
  root: string,
  caches: DevCheckCaches,
  now: () => number,
  drafts: StudioDraftsApi,
  last: PlannedSite | undefined,
  files: readonly string[],
): Promise<PlannedSite> {
  let site = files.length ? last : undefined;
  const images = site && (await caches.cache.load())?.images;
  for (const file of files) {
    if (!site) break;
    const next = await replanCampaign(
      site,
      file,
      { env: 'development', at: now() },
      { root, fs: drafts.fs, validatorCache: join(root, VALIDATOR_CACHE_DIR), ...(images && { images }) },
    );
    if (next && !next.manifest) throw problemsError(next.check);
    site = next as PlannedSite | undefined;
  }
  return site ?? devLoad(root, caches, now, drafts);
}
