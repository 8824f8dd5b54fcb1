/**
 * `promo new <slug> [--template <name>]`: writes campaigns/<slug>.yaml from the template's scaffold.
 * Without --template it asks (in a terminal: `deps.chooseTemplate`), or lists the templates in the error.
 */
import { join, relative } from 'node:path';
import Handlebars from 'handlebars';
import { PromoError, assert } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { checkProject } from '../campaign/checkProject.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import type { CheckCacheStore } from '../campaign/checkCache.ts';
import { CURRENCIES, PIXEL_CATEGORIES } from '../../model/codes.ts';
import { isValidTimeZone } from '../campaign/localTime.ts';
import { didYouMean } from '../campaign/didYouMean.ts';
import { formatTemplateList, templateList, type TemplateInfo } from './templateList.ts';
import { isEexist } from '../files/createExclusive.ts';
import { newSlugProblem } from './newSlugProblem.ts';

export interface NewDeps {
  root: string;
  fs: ProjectFs;
  /** Creates the file only if nothing is there, else rejects with EEXIST (cli/files/createExclusive.ts). */
  writeFile: (path: string, text: string) => Promise<void>;
  removeFile: (path: string) => Promise<void>;
  now: () => Date;
  out: (s: string) => void;
  /** Asks which template to use; absent without a terminal. */
  chooseTemplate?: (templates: TemplateInfo[]) => Promise<string>;
  /** The check cache (checkCache.ts): the new file is checked against every campaign, read from it when unchanged. */
  cache?: CheckCacheStore;
}
export interface NewOptions {
  template?: string;
  title?: string;
  currency?: string;
  pixel?: string;
  starts?: string;
  ends?: string;
  timeZone?: string;
}

export { SLUG } from './newSlugProblem.ts';
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/** Handlebars for YAML: no HTML escaping; {{yaml x}} writes a safely quoted YAML scalar. */
const hbs = Handlebars.create();
hbs.registerHelper('yaml', (v: unknown) => new Handlebars.SafeString(JSON.stringify(v ?? '')));

export async function runNew(deps: NewDeps, slug: string | undefined, opts: NewOptions): Promise<string> {
  const refused = newSlugProblem(deps.fs, deps.root, slug);
  if (refused) throw refused;
  if (slug === undefined) throw new PromoError(Errors.MissingSlug);
  const list = await templateList(deps.fs, deps.root);
  const templates = list.map((t) => t.name);
  let template = opts.template;
  if (template === undefined) {
    if (!deps.chooseTemplate) throw new PromoError(Errors.TemplateNotChosen, slug, formatTemplateList(list));
    template = await deps.chooseTemplate(list);
  }
  if (!templates.includes(template))
    throw new PromoError(Errors.UnknownTemplate, template, templates, didYouMean(template, templates));
  const currency = (opts.currency ?? 'INR').toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency))
    throw new PromoError(
      Errors.BadOption,
      '--currency',
      `"${opts.currency}" is not a known currency; use one of ${CURRENCIES.join(', ')}.`,
    );
  const pixel = opts.pixel ?? 'none';
  if (!(PIXEL_CATEGORIES as readonly string[]).includes(pixel))
    throw new PromoError(Errors.BadOption, '--pixel', `use one of ${PIXEL_CATEGORIES.join(', ')}.`);
  const timeZone = opts.timeZone ?? 'Asia/Kolkata';
  if (!isValidTimeZone(timeZone))
    throw new PromoError(
      Errors.BadOption,
      '--time-zone',
      `"${timeZone}" is not an IANA time zone such as Asia/Kolkata.`,
    );
  for (const [flag, v] of [
    ['--starts', opts.starts],
    ['--ends', opts.ends],
  ] as const) {
    if (v !== undefined && !DATE.test(v))
      throw new PromoError(Errors.BadOption, flag, `"${v}" is not a date like 2026-12-01 or 2026-12-01T18:00.`);
  }
  const file = join(deps.root, 'campaigns', `${slug}.yaml`);

  const today = deps.now();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const scaffold = hbs.compile(await deps.fs.readFile(join(deps.root, 'templates', template, 'campaign.yaml.hbs')), {
    strict: false,
  });
  const text = scaffold({
    slug,
    path: `campaigns/${slug}.yaml`,
    currency,
    pixel,
    timeZone,
    title:
      opts.title ??
      slug
        .split(/[-_]/)
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' '),
    starts: opts.starts ?? day(today),
    ends: opts.ends ?? day(new Date(today.getTime() + 7 * 86400_000)),
  });
  try {
    await deps.writeFile(file, text);
  } catch (e) {
    // Created meanwhile (by an editor, another promo new): theirs stays as it is.
    if (isEexist(e)) throw new PromoError(Errors.SlugExists, relative(process.cwd(), file) || file);
    throw e;
  }
  // Against the project, as `promo check <file>` does: a slug another campaign's route already claims is refused.
  const check = await checkProject({
    root: deps.root,
    fs: deps.fs,
    files: [file],
    ...(deps.cache ? { cache: deps.cache } : {}),
  });
  const own = check.problems.filter((p) => p.file.endsWith(`${slug}.yaml`) && p.severity === 'error');
  if (own.length) {
    await deps.removeFile(file);
    const clash = own.find((p) => p.code === 'rule/route-clash' || p.code === 'rule/experiment-clash');
    if (clash) throw new PromoError(Errors.SlugRouteTaken, slug, clash.message);
    // Options were validated above, so a scaffold that fails the check is a template bug.
    const first = own[0]!;
    throw new PromoError(
      Errors.BadOption,
      '--template',
      `the ${template} scaffold produced an invalid campaign (${first.path}: ${first.message}); nothing was written.`,
    );
  }
  assert(
    text.startsWith('# yaml-language-server: $schema=./campaign.schema.json'),
    'scaffold must start with the schema comment',
  );
  const shown = relative(process.cwd(), file) || file;
  const route =
    check.campaigns.find((c) => c.file === file || c.file.endsWith(`${slug}.yaml`))?.data.route?.path ?? slug;
  deps.out(
    `✔ Created ${shown} (template ${template})\n  Next: edit it (its comments explain each field), then run\n    npx promo check ${shown}\n    npx promo dev     and open http://127.0.0.1:5173/new-promo/${route}/\n`,
  );
  return file;
}
