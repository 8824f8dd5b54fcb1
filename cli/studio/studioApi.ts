/**
 * The studio's JSON API (under /studio/api/): each call is a function of the request's query and body
 * that takes the studio's dependencies, so tests call them without a server. Campaign files are named
 * by slug only (campaignPath.ts); saving goes through the full check and a whole-file replace.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StudioProject } from './studioProject.ts';
import { campaignPath, StudioRequestError } from './campaignPath.ts';
import { editYaml, YamlEditError, type FieldPath } from './editYaml.ts';
import { templateList } from '../commands/templateList.ts';
import { runNew } from '../commands/new.ts';
import { newSlugProblem } from '../commands/newSlugProblem.ts';
import { Errors } from '../errors/errorData.ts';
import { PromoError } from '../errors/PromoError.ts';
import type { CheckCacheStore } from '../campaign/checkCache.ts';
import { publishToGit, type Git } from './publishToGit.ts';
import { hasErrors } from '../campaign/Problem.ts';
import { yamlValue } from './yamlValue.ts';

export interface StudioDeps {
  root: string;
  project: StudioProject;
  now: () => number;
  /** Replaces a file whole (cli/files/replaceAtomically.ts). */
  replaceFile: (path: string, text: string) => Promise<void>;
  /** Creates a file only where none is (cli/files/createExclusive.ts): `promo new`'s writer. */
  createFile: (path: string, data: string | Uint8Array) => Promise<void>;
  removeFile: (path: string) => Promise<void>;
  git: Git;
  cache?: CheckCacheStore;
  /**
   * Tells the preview what a campaign's file says now (unsaved), or that it is saved (undefined): at
   * once, before its first await; the promise is the preview's plan of it.
   */
  draft?: (file: string, text: string | undefined) => Promise<void>;
}

type Body = Record<string, unknown>;
export type ApiCall = (deps: StudioDeps, query: URLSearchParams, body: Body) => Promise<unknown>;

const str = (v: unknown, what: string): string => {
  if (typeof v !== 'string') throw new StudioRequestError(400, `${what} must be text.`);
  return v;
};

/** A text being edited, as the form and the YAML view take it back: the text and what it says as YAML. */
export interface Drafted {
  slug: string;
  text: string;
  value: unknown;
}

/**
 * The text handed to the preview, which plans it in the background (commands/studio.ts): the answer
 * waits for neither that plan nor a check, so the next keystroke's edit is never held up by them. The
 * problems are `POST check`'s, asked by the client apart (in a worker thread: workerProject.ts).
 */
async function drafted(deps: StudioDeps, slug: string, text: string): Promise<Drafted> {
  void deps.draft?.(campaignPath(deps.root, slug), text).catch(() => undefined);
  return { slug, text, value: await yamlValue(text) };
}

/** Writes the file only when the full check finds no error; the problems otherwise, nothing written. */
async function save(deps: StudioDeps, slug: string, text: string) {
  const file = campaignPath(deps.root, slug);
  if (!deps.project.fs.exists(file)) throw new StudioRequestError(404, `campaigns/${slug}.yaml does not exist.`);
  const state = await deps.project.check(slug, text);
  if (hasErrors(state.problems)) return { saved: false, ...state };
  await deps.replaceFile(file, text);
  await deps.draft?.(file, undefined);
  return { saved: true, ...state };
}

export const API: Record<string, ApiCall> = {
  'GET campaigns': async (deps) => ({ at: deps.now(), rows: await deps.project.rows(deps.now()) }),
  'GET campaign': async (deps, q) => {
    const slug = str(q.get('slug'), 'slug');
    // Opened afresh: the file as saved, in the preview too (an unsaved draft of it left earlier is dropped).
    await deps.draft?.(campaignPath(deps.root, slug), undefined);
    return deps.project.open(slug);
  },
  /** The manager left the campaign without saving: the preview shows the saved file again (no phantom pages). */
  'POST close': async (deps, _q, b) => {
    await deps.draft?.(campaignPath(deps.root, str(b.slug, 'slug')), undefined);
    return { closed: true };
  },
  'GET schema': async (deps, q) => {
    const template = str(q.get('template'), 'template');
    const campaign = JSON.parse(readFileSync(join(deps.root, 'campaigns', 'campaign.schema.json'), 'utf8'));
    const names = (await templateList(deps.project.fs, deps.root)).map((t) => t.name);
    const params = names.includes(template)
      ? JSON.parse(readFileSync(join(deps.root, 'templates', template, 'params.schema.json'), 'utf8'))
      : null;
    return { campaign, params };
  },
  /** The problems of a text, as `promo check` would find them were it saved (nothing written, nothing drafted). */
  'POST check': async (deps, _q, b) => deps.project.check(str(b.slug, 'slug'), str(b.text, 'text')),
  /** The YAML view's text, to the preview. */
  'POST draft': async (deps, _q, b) => drafted(deps, str(b.slug, 'slug'), str(b.text, 'text')),
  'POST edit': async (deps, _q, b) => {
    const slug = str(b.slug, 'slug');
    if (!Array.isArray(b.path) || !b.path.every((k) => typeof k === 'string' || typeof k === 'number'))
      throw new StudioRequestError(400, 'path must be a list of keys and indexes.');
    let text: string;
    try {
      text = editYaml(str(b.text, 'text'), b.path as FieldPath, b.value);
    } catch (e) {
      if (e instanceof YamlEditError) throw new StudioRequestError(409, e.message);
      throw e;
    }
    return drafted(deps, slug, text);
  },
  'POST save': async (deps, _q, b) => save(deps, str(b.slug, 'slug'), str(b.text, 'text')),
  'POST publish': async (deps, _q, b) => {
    const slug = str(b.slug, 'slug');
    const saved = await save(deps, slug, str(b.text, 'text'));
    if (!saved.saved) return { ...saved, published: false };
    const title = (saved.data?.text.en.title ?? slug).replace(/\s+/g, ' ');
    try {
      const git = await publishToGit(
        deps.git,
        campaignPath(deps.root, slug),
        saved.text,
        `campaign ${slug}: ${title} (published from promo studio)`,
      );
      return { ...saved, published: true, git };
    } catch (e) {
      return {
        ...saved,
        published: false,
        git: { message: `Saved, but the Git step failed: ${e instanceof Error ? e.message : String(e)}` },
      };
    }
  },
  'GET templates': async (deps) => {
    const rows = await deps.project.rows(deps.now());
    return (await templateList(deps.project.fs, deps.root)).map((t) => {
      const shot = rows.find(
        (r) => r.template === t.name && existsSync(join(deps.root, 'shots', r.slug, 'desktop.png')),
      );
      return { ...t, ...(shot && { picture: shot.slug }) };
    });
  },
  'GET slug': async (deps, q) => {
    const slug = q.get('slug') ?? '';
    if (!slug) return { ok: false, message: 'Give the campaign a slug: it becomes its address, /new-promo/<slug>/.' };
    // `promo new`'s own rule (format, file exists); the address taken is judged by the planned routes.
    const refused = newSlugProblem(deps.project.fs, deps.root, slug);
    if (refused)
      return {
        ok: false,
        message:
          refused.data.code === Errors.SlugExists.code
            ? `campaigns/${slug}.yaml already exists. ${Errors.SlugExists.hint}`
            : refused.message,
      };
    const taken = (await deps.project.rows(deps.now())).find((r) => r.url === `/${slug}/`);
    if (taken) return { ok: false, message: `/${slug}/ is already the address of ${taken.slug}.` };
    return { ok: true, message: `campaigns/${slug}.yaml, at /new-promo/${slug}/` };
  },
  'POST new': async (deps, _q, b) => {
    const slug = str(b.slug, 'slug');
    const out: string[] = [];
    try {
      await runNew(
        {
          root: deps.root,
          fs: deps.project.fs,
          writeFile: deps.createFile,
          removeFile: deps.removeFile,
          now: () => new Date(deps.now()),
          out: (s) => void out.push(s),
          ...(deps.cache && { cache: deps.cache }),
        },
        slug,
        {
          template: str(b.template, 'template'),
          ...(typeof b.title === 'string' && b.title && { title: b.title }),
        },
      );
    } catch (e) {
      if (e instanceof PromoError) throw new StudioRequestError(400, e.message);
      throw e;
    }
    return { slug };
  },
};

/** A shot baseline of a campaign (shots/<slug>/desktop.png), for the template gallery. */
export function shotFile(root: string, slug: string): string | null {
  campaignPath(root, slug);
  const file = join(root, 'shots', slug, 'desktop.png');
  return existsSync(file) ? file : null;
}
