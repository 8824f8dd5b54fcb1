/** `promo new <slug> --template <name>`: writes campaigns/<slug>.yaml from the template's scaffold. */
import { join, relative } from 'node:path';
import Handlebars from 'handlebars';
import { PromoError, assert } from '../errors/PromoError.ts';
import { Errors } from '../errors/errorData.ts';
import { checkProject } from '../campaign/checkProject.ts';
import type { ProjectFs } from '../campaign/ProjectFs.ts';
import { CURRENCIES, PIXEL_CATEGORIES } from '../../model/codes.ts';
import { isValidTimeZone } from '../campaign/rules.ts';

export interface NewDeps { root: string; fs: ProjectFs; writeFile: (path: string, text: string) => Promise<void>; removeFile: (path: string) => Promise<void>; now: () => Date; out: (s: string) => void }
export interface NewOptions { template: string; title?: string; currency?: string; pixel?: string; starts?: string; ends?: string; timeZone?: string }

export const SLUG = /^[a-z0-9][a-z0-9_-]{0,79}$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/** Handlebars for YAML: no HTML escaping; {{yaml x}} writes a safely quoted YAML scalar. */
const hbs = Handlebars.create();
hbs.registerHelper('yaml', (v: unknown) => new Handlebars.SafeString(JSON.stringify(v ?? '')));

export async function runNew(deps: NewDeps, slug: string, opts: NewOptions): Promise<string> {
  if (!SLUG.test(slug)) throw new PromoError(Errors.BadSlug, slug);
  const templates = (await deps.fs.readdir(join(deps.root, 'templates'))).filter((n) => deps.fs.exists(join(deps.root, 'templates', n, 'campaign.yaml.hbs'))).sort();
  if (!templates.includes(opts.template)) throw new PromoError(Errors.UnknownTemplate, opts.template, templates);
  const currency = (opts.currency ?? 'INR').toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency)) throw new PromoError(Errors.BadOption, '--currency', `"${opts.currency}" is not a known currency; use one of ${CURRENCIES.join(', ')}.`);
  const pixel = opts.pixel ?? 'none';
  if (!(PIXEL_CATEGORIES as readonly string[]).includes(pixel)) throw new PromoError(Errors.BadOption, '--pixel', `use one of ${PIXEL_CATEGORIES.join(', ')}.`);
  const timeZone = opts.timeZone ?? 'Asia/Kolkata';
  if (!isValidTimeZone(timeZone)) throw new PromoError(Errors.BadOption, '--time-zone', `"${timeZone}" is not an IANA time zone such as Asia/Kolkata.`);
  for (const [flag, v] of [['--starts', opts.starts], ['--ends', opts.ends]] as const) {
    if (v !== undefined && !DATE.test(v)) throw new PromoError(Errors.BadOption, flag, `"${v}" is not a date like 2026-12-01 or 2026-12-01T18:00.`);
  }
  const file = join(deps.root, 'campaigns', `${slug}.yaml`);
  if (deps.fs.exists(file)) throw new PromoError(Errors.SlugExists, relative(process.cwd(), file) || file);

  const today = deps.now();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const scaffold = hbs.compile(await deps.fs.readFile(join(deps.root, 'templates', opts.template, 'campaign.yaml.hbs')), { strict: false });
  const text = scaffold({
    slug, path: `campaigns/${slug}.yaml`, currency, pixel, timeZone,
    title: opts.title ?? slug.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '),
    starts: opts.starts ?? day(today),
    ends: opts.ends ?? day(new Date(today.getTime() + 7 * 86400_000)),
  });
  await deps.writeFile(file, text);
  const check = await checkProject({ root: deps.root, fs: deps.fs, files: [file] });
  const own = check.problems.filter((p) => p.file.endsWith(`${slug}.yaml`) && p.severity === 'error');
  if (own.length) {
    await deps.removeFile(file);
    // Options were validated above, so a scaffold that fails the check is a template bug.
    const first = own[0]!;
    throw new PromoError(Errors.BadOption, '--template', `the ${opts.template} scaffold produced an invalid campaign (${first.path}: ${first.message}); nothing was written.`);
  }
  assert(text.startsWith('# yaml-language-server: $schema=./campaign.schema.json'), 'scaffold must start with the schema comment');
  const shown = relative(process.cwd(), file) || file;
  deps.out(`✔ Created ${shown}\n  Next: edit it, then run  npx promo check ${shown}  and  npx promo dev\n`);
  return file;
}
