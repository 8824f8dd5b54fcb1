/**
 * Stage 1, check: every campaign and the site config checked (unchanged files answered from the
 * caches, not read or parsed again). Problems with an error stop the build before anything is
 * written; warnings are said and the build goes on.
 */
import { join } from 'node:path';
import { checkProject, type CheckedCampaign } from '../../campaign/checkProject.ts';
import { checkWorkers } from '../../campaign/checkPool.ts';
import { VALIDATOR_CACHE_DIR } from '../../campaign/validatorCode.ts';
import { fileCheckCache } from '../../campaign/checkCache.ts';
import { fileStamp } from '../../campaign/fileStamp.ts';
import { CAMPAIGN_DATA_DIR, folderCampaignData } from '../../campaign/campaignDataCache.ts';
import { hasErrors } from '../../campaign/Problem.ts';
import type { ProjectFs } from '../../campaign/ProjectFs.ts';
import { formatProblems } from '../../format/formatProblems.ts';
import { PromoError } from '../../errors/PromoError.ts';
import { Errors } from '../../errors/errorData.ts';
import { CACHES } from '../../cacheRegistry.mjs';
import type { SiteConfig } from '../../../model/siteConfigSchema.ts';

export interface CheckInput {
  root: string;
  fs: ProjectFs;
  out: (s: string) => void;
  color?: boolean /** Warnings are not said. */;
  quiet?: boolean;
}
export interface Checked {
  config: SiteConfig;
  /** Every valid campaign, in order; an unchanged one's data is read back from the data cache only when loaded. */
  campaigns: CheckedCampaign[];
}

/** The site config and every valid campaign's data; throws CheckFailed (after printing the problems) when any has an error. */
export async function checkStage({ root, fs, out, color, quiet }: CheckInput): Promise<Checked> {
  const result = await checkProject({
    root,
    fs,
    parallel: checkWorkers(),
    validatorCache: join(root, VALIDATOR_CACHE_DIR),
    cache: fileCheckCache(join(root, CACHES.checkCache.path)),
    dataCache: folderCampaignData(join(root, CAMPAIGN_DATA_DIR)),
    lazyData: true,
    stamp: fileStamp,
  });
  if (hasErrors(result.problems) || !result.config) {
    out(`${formatProblems(result.problems, 'text', result.sources, color)}\n`);
    throw new PromoError(
      Errors.CheckFailed,
      result.problems.filter((p) => p.severity === 'error').length,
      'nothing was built and dist/ is unchanged',
    );
  }
  // Warnings do not stop the build, but it says them (e.g. a hero image too narrow for wide screens).
  if (result.problems.length && !quiet) out(`${formatProblems(result.problems, 'text', result.sources, color)}\n`);
  return { config: result.config, campaigns: result.checked };
}
