/**
 * `promo studio`'s preview of a draft: only the drafted campaign checked (checkCampaignAgainst.ts: against
 * the other files' claims as last checked) and planned (planCampaign), its plan put in the place of its
 * last one, the manifest made again from every plan. The result is the full plan's (loadSite) for the
 * same files (tests/unit/replanCampaign.test.ts); the other campaigns keep the moment they were last
 * planned at (a save, a change of the site config or a template's schema plans the whole site again).
 * Undefined when the campaign was not in the last plan (a new file, or one that had errors): the whole
 * site is then loaded again.
 */
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import { checkCampaignAgainst } from '../campaign/checkCampaignAgainst.ts';
import { checkedName } from '../campaign/checkedName.ts';
import type { KnownImage } from '../campaign/knownImages.ts';
import { hasErrors, sortProblems } from '../campaign/Problem.ts';
import type { LoadedSite, PlannedSite } from './loadSite.ts';
import { manifestOf, type PlanOptions, planCampaign } from './planSite.ts';

export async function replanCampaign(
  last: PlannedSite,
  path: string,
  opts: PlanOptions,
  check: { root: string; fs: ProjectFs; validatorCache?: string; images?: Readonly<Record<string, KnownImage>> },
): Promise<LoadedSite | PlannedSite | undefined> {
  if (!last.plans.has(checkedName(path))) return undefined;
  const checked = await checkCampaignAgainst(last.check, path, check);
  const { file, data, claim } = checked;
  // The other files' problems (warnings: the last plan had no error) kept, this file's anew.
  const problems = sortProblems([...last.check.problems.filter((p) => p.file !== file), ...checked.problems]);
  if (hasErrors(problems) || !data || !claim || !last.check.config)
    return { check: { ...last.check, problems, sources: new Map([[file, checked.text]]) }, manifest: null };
  const plans = new Map(last.plans).set(file, planCampaign(data, last.site, opts));
  return {
    check: {
      ...last.check,
      problems,
      sources: checked.problems.length ? new Map([...last.check.sources, [file, checked.text]]) : last.check.sources,
      campaigns: last.check.campaigns.map((c) => (c.file === file ? { file, data } : c)),
      claims: last.check.claims.map((c) => (c.file === file ? { file, path: c.path, ...claim } : c)),
    },
    site: last.site,
    plans,
    manifest: manifestOf(last.check.config, last.site, [...plans.values()]),
  };
}
