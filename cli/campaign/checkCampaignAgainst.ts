/**
 * One campaign file checked against a project already checked (checkProject's result): the file as
 * checkProject checks it (read, then checkCampaignFile in the project's context: its site config, templates
 * and params schemas), then its routes and experiment id against every other file's claims, a clash
 * being this file's. The other files are not looked at again: `promo studio`'s preview checks each draft
 * so (site/replanCampaign.ts), and any change on disk is checked whole by the dev server as before.
 * A full check finds the same problems in the file, apart from a clash with a file after it in the
 * project's order, which the full check reports in that other file (an error either way).
 */
import { resolve } from 'node:path';
import { checkedName } from './checkedName.ts';
import type { CampaignData } from '../../model/campaignSchema.ts';
import type { ProjectCheck } from './checkProject.ts';
import type { ProjectFs } from './ProjectFs.ts';
import { checkCampaignFile, type RouteClaim } from './checkCampaignFile.ts';
import { templateValidators } from './campaignValidators.ts';
import { makeFileContext } from './fileContext.ts';
import { knownImages, type KnownImage } from './knownImages.ts';
import { readChecked } from './readChecked.ts';
import { claimClashes, locatedClashes } from './claimClashes.ts';
import { sortProblems, type Problem } from './Problem.ts';

export interface CampaignAgainst {
  /** The file's name as problems give it (relative to the working folder, as checkProject names it). */
  file: string;
  text: string;
  problems: Problem[];
  data?: CampaignData;
  claim?: RouteClaim;
}

export async function checkCampaignAgainst(
  project: Pick<ProjectCheck, 'config' | 'templates' | 'schemas' | 'claims'>,
  path: string,
  opts: {
    root: string;
    fs: ProjectFs;
    validatorCache?: string;
    /** Image probes by content hash (the check cache's `images`): an image known there is not probed again. */
    images?: Readonly<Record<string, KnownImage>>;
  },
): Promise<CampaignAgainst> {
  const file = checkedName(path);
  const read = await readChecked(opts.fs, path, file);
  if (!('text' in read)) return { file, text: '', problems: [read.problem] };
  const { text } = read;
  const ctx = makeFileContext({
    root: opts.root,
    fs: knownImages(opts.fs, opts.images).fs,
    validators: templateValidators(project.schemas, opts.validatorCache),
    templates: project.templates,
    config: project.config,
    ...(opts.validatorCache ? { validatorCache: opts.validatorCache } : {}),
  });
  const result = await checkCampaignFile(text, file, path, ctx);
  const problems = [...result.problems];
  if (result.claim) {
    // The other files first (as checkProject orders named files): a clash is this file's.
    const mine = { file, path, ...result.claim };
    const claims = [...project.claims.filter((c) => resolve(c.path) !== resolve(path)), mine];
    const clashes = claimClashes(claims).filter((c) => c.file === file);
    if (clashes.length) problems.push(...locatedClashes(clashes, text, file));
  }
  return {
    file,
    text,
    problems: sortProblems(problems),
    ...(result.data && { data: result.data }),
    ...(result.claim && { claim: result.claim }),
  };
}
