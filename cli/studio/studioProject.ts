/**
 * What the studio's screens ask of the project, through the CLI's own checker (checkProject.ts, the
 * same problems as `promo check`) and `promo list`'s views (schedule status, locale coverage, arms):
 * the campaigns list, one campaign's text, data and problems, and a draft checked as if saved.
 * Check results and data are kept in memory by content hash over the build's caches on disk (as
 * `promo dev` does), so a keystroke re-checks only the edited file.
 */
import { basename, join } from 'node:path';
import type { CampaignData } from '../../model/campaignSchema.ts';
import { checkProject, type ProjectCheck } from '../campaign/checkProject.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import type { Problem } from '../campaign/Problem.ts';
import { fileCheckCache } from '../campaign/checkCache.ts';
import { CAMPAIGN_DATA_DIR, folderCampaignData } from '../campaign/campaignDataCache.ts';
import { VALIDATOR_CACHE_DIR } from '../campaign/validatorCode.ts';
import { CACHES } from '../cacheRegistry.mjs';
import { devCheckCaches } from '../site/devCheckCaches.ts';
import { scheduleStatus } from '../site/scheduleStatus.ts';
import { coverageSummary } from '../campaign/localeCoverage.ts';
import { armsOf } from '../site/experimentSummary.ts';
import { planRoutes } from '../../model/planRoutes.ts';
import { experimentIdOf } from '../../model/experiment.ts';
import type { ScheduleStatus } from '../../model/Site.ts';
import { draftFs } from './draftFs.ts';
import { campaignPath } from './campaignPath.ts';
import { yamlValue } from './yamlValue.ts';

export interface CampaignRow {
  slug: string;
  /** '' when the file is too broken to say. */
  template: string;
  status: ScheduleStatus | 'broken';
  starts?: string;
  ends?: string;
  timeZone?: string;
  /** "en hi:57% pt", as `promo list` prints it. */
  languages: string;
  experiment?: string;
  url?: string;
  errors: number;
  warnings: number;
  /** The first problem, "line 12: …". */
  problem?: string;
}

export interface CampaignState {
  slug: string;
  text: string;
  /** The campaign's data when the file is valid (else null: the form shows what YAML could be read). */
  data: CampaignData | null;
  /** What the YAML says, valid or not (null when it is not even YAML). */
  value: unknown;
  problems: Problem[];
}

export interface StudioProject {
  rows(at: number): Promise<CampaignRow[]>;
  /** The project checked with `text` as the campaign's file (without writing it). */
  check(slug: string, text: string): Promise<CampaignState>;
  open(slug: string): Promise<CampaignState>;
  fs: ProjectFs;
}

/**
 * `onDisk`: reading the build's caches in `.promo/` (the command), never writing them: the preview's
 * dev plugin in the same process writes them, and two writers of one file would race. Tests keep
 * everything in memory.
 */
export function studioProject(root: string, fs: ProjectFs, onDisk = true): StudioProject {
  const file = fileCheckCache(join(root, CACHES.checkCache.path));
  const data = folderCampaignData(join(root, CAMPAIGN_DATA_DIR));
  const caches = devCheckCaches(
    onDisk
      ? {
          cache: { load: () => file.load(), save: async () => undefined },
          dataCache: {
            keys: (v) => data.keys(v),
            get: (v, k) => data.get(v, k),
            put: () => undefined,
            keep: () => undefined,
          },
        }
      : undefined,
  );
  const validatorCache = onDisk ? join(root, VALIDATOR_CACHE_DIR) : undefined;
  const run = (files: string[] | undefined, over = fs): Promise<ProjectCheck> =>
    checkProject({ root, fs: over, ...caches, ...(validatorCache && { validatorCache }), ...(files && { files }) });

  const state = async (slug: string, text: string, over: ProjectFs): Promise<CampaignState> => {
    const file = campaignPath(root, slug);
    const result = await run([file], over);
    const mine = result.problems.filter((p) => basename(p.file) === `${slug}.yaml`);
    const data = result.campaigns.find((c) => basename(c.file) === `${slug}.yaml`)?.data ?? null;
    return { slug, text, data, value: await yamlValue(text), problems: mine };
  };

  return {
    fs,
    async rows(at) {
      const result = await run(undefined);
      const bySlug = new Map(result.campaigns.map((c) => [basename(c.file, '.yaml'), c.data]));
      const names = (await fs.readdir(join(root, 'campaigns'))).filter((n) => n.endsWith('.yaml')).sort();
      return names.map((name) => {
        const slug = basename(name, '.yaml');
        const problems = result.problems.filter((p) => basename(p.file) === name);
        const c = bySlug.get(slug);
        const errors = problems.filter((p) => p.severity === 'error').length;
        const first = problems[0];
        return {
          slug,
          ...(c ? rowOf(c, at) : { template: '', status: 'broken' as const, languages: '' }),
          errors,
          warnings: problems.length - errors,
          ...(first && { problem: `line ${first.line}: ${first.message}` }),
        };
      });
    },
    async check(slug, text) {
      const file = campaignPath(root, slug);
      return state(slug, text, draftFs(fs, new Map([[file, text]])));
    },
    async open(slug) {
      const text = await fs.readFile(campaignPath(root, slug));
      return state(slug, text, fs);
    },
  };
}

function rowOf(c: CampaignData, at: number): Omit<CampaignRow, 'slug' | 'errors' | 'warnings' | 'problem'> {
  const arms = armsOf(c);
  return {
    template: c.template,
    status: scheduleStatus(c, at),
    ...(c.schedule && { starts: c.schedule.starts, ends: c.schedule.ends, timeZone: c.schedule.timeZone ?? 'UTC' }),
    languages: coverageSummary(c),
    ...(arms.length && {
      experiment: `${experimentIdOf(c)}: ${arms.map((a) => `${a.id} ${a.weight}`).join(', ')}`,
    }),
    url: planRoutes(c)[0]?.url,
  };
}
