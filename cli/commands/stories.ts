/**
 * `promo stories [slugs…]`: writes the Ladle stories of EVERY campaign file to ladle/generated/ (not
 * committed), one story file per campaign (cli/stories/campaignStoryFile.ts): before, during and
 * after its schedule, and its A/B arms. A file is written only when its
 * text changed and the files of a campaign that is gone are removed, so a running Ladle (whose
 * watcher, ladle/plugins/watchCampaigns.ts, runs this command when a campaign changes) reloads only
 * when something changed. A campaign file with problems keeps the stories it had; the problems are
 * printed and the command exits 1. Slugs named are checked and their stories' addresses printed.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { checkProject } from '../campaign/checkProject.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import { isEnoent } from '../campaign/ProjectFs.ts';
import { PromoError } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { didYouMean } from '../campaign/didYouMean.ts';
import { formatProblems } from '../format/formatProblems.ts';
import { isTempFile } from '../files/sweepDeadTemps.ts';
import { campaignStoryFile, storyId, storyTitle } from '../stories/campaignStoryFile.ts';
import { CACHES } from '../cacheRegistry.mjs';
import { replaceAtomically } from '../files/replaceAtomically.ts';

export const STORIES_DIR = CACHES.stories.path;
/** Ladle's port unless .ladle/config.mjs or `--port` says otherwise. */
export const LADLE_PORT = 61000;

/** The story folder's files by name; `read` answers undefined for a file that is not there. */
export interface StoryDir {
  list(): Promise<string[]>;
  read(name: string): Promise<string | undefined>;
  write(name: string, text: string): Promise<void>;
  remove(name: string): Promise<void>;
}

export function nodeStoryDir(dir: string): StoryDir {
  return {
    list: () =>
      readdir(dir).catch((e: unknown) => {
        if (isEnoent(e)) return [];
        throw e;
      }),
    read: (name) =>
      readFile(join(dir, name), 'utf8').catch((e: unknown) => {
        if (isEnoent(e)) return undefined;
        throw e;
      }),
    write: (name, text) => replaceAtomically(join(dir, name), text), // a running Ladle never reads half a file
    remove: (name) => rm(join(dir, name), { force: true }),
  };
}

export interface StoriesDeps {
  root: string;
  fs: ProjectFs;
  out: (s: string) => void;
  now: () => number;
  dir?: StoryDir;
  color?: boolean;
}
export interface StoriesOptions {
  /** Campaigns whose stories to point at (all campaigns get stories). */ slugs?: string[];
}

/** The slug a generated file belongs to: `<slug>.stories.tsx` or `<slug>.json`. */
const slugOf = (name: string) => /^(.+?)\.(?:stories\.tsx|json)$/.exec(name)?.[1];

export async function runStories(deps: StoriesDeps, opts: StoriesOptions = {}): Promise<number> {
  const { campaigns, config, problems, sources } = await checkProject({ root: deps.root, fs: deps.fs });
  const errors = problems.filter((p) => p.severity === 'error');
  if (!config) throw new PromoError(Errors.CheckFailed, errors.length, 'no stories were written');
  const slugs = opts.slugs ?? [];
  // A file with an error keeps the stories it had, even where the check could still read it.
  const broken = new Set(errors.map((e) => e.file));
  const valid = new Map(campaigns.filter((c) => !broken.has(c.file)).map((c) => [c.data.slug, c.data]));
  const unknown = slugs.filter((s) => !valid.has(s) && !deps.fs.exists(join(deps.root, 'campaigns', `${s}.yaml`)));
  if (unknown.length) {
    const hints = unknown.map((s) => {
      const d = didYouMean(s, [...valid.keys()]);
      return d ? `${s} (did you mean ${d}?)` : s;
    });
    throw new PromoError(Errors.BadOption, 'slugs', `no campaign named ${hints.join(', ')}; promo list shows them.`);
  }
  const dir = deps.dir ?? nodeStoryDir(join(deps.root, STORIES_DIR));
  let stories = 0;
  let written = 0;
  const wanted = new Set<string>();
  for (const c of [...valid.values()].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const file = campaignStoryFile(config, c, deps.now());
    stories += file.exports.length;
    for (const [name, text] of [
      [`${c.slug}.json`, file.json],
      [`${c.slug}.stories.tsx`, file.tsx],
    ] as const) {
      wanted.add(name);
      if ((await dir.read(name)) !== text) {
        await dir.write(name, text);
        written++;
      }
    }
  }
  // Files of campaigns that are gone (renamed, deleted) go; those of a file with problems stay as they were,
  // and so do temp files (another promo stories writing, or one killed: replaceAtomically sweeps those).
  let removed = 0;
  for (const name of await dir.list()) {
    if (isTempFile(name)) continue;
    const slug = slugOf(name);
    if (wanted.has(name) || (slug && !valid.has(slug) && deps.fs.exists(join(deps.root, 'campaigns', `${slug}.yaml`))))
      continue;
    await dir.remove(name);
    removed++;
  }
  deps.out(
    `✔ ${stories} campaign stories of ${valid.size} campaigns in ${STORIES_DIR}/ (${written} files written, ${removed} removed)\n`,
  );
  for (const slug of slugs.filter((s) => valid.has(s))) {
    const c = valid.get(slug)!;
    const first = campaignStoryFile(config, c, deps.now()).exports[0]!;
    deps.out(
      `  ${slug}: "${storyTitle(c)}" in Ladle (npm run ladle), e.g. http://localhost:${LADLE_PORT}/?story=${storyId(c, first)}\n`,
    );
  }
  if (errors.length) {
    deps.out(formatProblems(errors, 'text', sources, deps.color));
    deps.out(`✖ ${broken.size} file(s) with problems: their stories were left as they were.\n`);
    return 1;
  }
  return 0;
}
