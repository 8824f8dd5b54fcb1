/**
 * The Eleventy peer of a promo build (bench/buildBench.ts): an Eleventy site that reads the same
 * campaign YAML (campaigns/*.yaml and promo.config.yaml, with the `yaml` package promo uses) and
 * writes the same URLs, each page with its campaign's text in the page's language (title, subtitle,
 * call to action, steps, body, terms, info dialog) and the CSS promo's build inlined for that template.
 * `assertEquivalent` checks that before anything is timed. What each side does that the other does
 * not is in bench/README.md.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARM_SEGMENT } from '../model/experiment.ts';

/** Eleventy's data file: campaigns → one row per URL (planRoutes.ts's rule), the text in the page's language (textLanguage.ts's rule). */
export const dataFile = (projectDir: string, repo: string) => `import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
const { parse } = createRequire(${JSON.stringify(join(repo, 'package.json'))})('yaml');
const project = ${JSON.stringify(projectDir)};
// Ad-text slots ({{param|default}}, model/adTextSlots.ts) show their default: there is no script to fill them.
const fill = (v) => typeof v === 'string' ? v.replace(/\\{\\{([^{}|]*)(?:\\|([^{}]*))?\\}\\}/g, (_, p, d) => d ?? '') : Array.isArray(v) ? v.map(fill) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)])) : v;
export default function () {
  const site = parse(readFileSync(join(project, 'promo.config.yaml'), 'utf8'));
  const dir = join(project, 'campaigns');
  const rows = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const c = parse(readFileSync(join(dir, f), 'utf8'));
    c.text = fill(c.text);
    const lang = c.language ?? site.defaultLocale;
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const textLang = lang !== 'en' && c.text[lang] ? lang : c.language && c.language !== 'en' && c.text[c.language] && same(c.text.en, c.text[c.language]) ? c.language : 'en';
    const text = c.text[textLang];
    const path = c.route?.path ?? c.slug;
    const url = (s) => (s ? '/' + s + '/' : '/');
    const row = (u, infoLocale) => ({ url: u, lang, template: c.template, text, info: (c.text[infoLocale] ?? c.text.en).info });
    rows.push(row(url(path), 'en'));
    const param = c.route?.param;
    for (const v of param?.values ?? []) rows.push(row(url(path ? path + '/' + v : v), param.kind === 'id' ? (param.aliases?.[v] ?? v) : 'en'));
    for (const a of c.route?.aliases ?? []) rows.push(row(url(a), 'en'));
  }
  return rows;
}
`;

const PAGE = `---
pagination:
  data: pages
  size: 1
  alias: p
permalink: "new-promo{{ p.url }}index.html"
---
<!DOCTYPE html>
<html lang="{{ p.lang }}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{{ p.text.title | escape }}</title><meta name="description" content="{{ p.text.subtitle | escape }}">
<style>{% include "css/" + p.template + ".css" %}</style></head>
<body><main><h1>{{ p.text.title | escape }}</h1><p>{{ p.text.subtitle | escape }}</p>
<a href="/new-promo/">{{ p.text.cta | escape }}</a>
<ol>{% for s in p.text.steps %}<li>{{ s | escape }}</li>{% endfor %}</ol>
{% for b in p.text.body %}<p>{{ b | escape }}</p>{% endfor %}
<ul>{% for t in p.text.terms %}<li>{{ t | escape }}</li>{% endfor %}</ul>
{% if p.info %}<dialog><h2>{{ p.info.title | escape }}</h2>{% for b in p.info.body %}<p>{{ b | escape }}</p>{% endfor %}</dialog>{% endif %}
</main></body></html>
`;

/** Every page of a promo build (dist/client): its URL, template and the HTML file. */
function promoPages(client: string): { url: string; template: string; html: string }[] {
  const pages = [];
  for (const e of readdirSync(client, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || e.name !== 'page-data.json') continue;
    const data = JSON.parse(readFileSync(join(e.parentPath, e.name), 'utf8')) as {
      variant: { url: string };
      campaign: { template: string };
    };
    pages.push({ url: data.variant.url, template: data.campaign.template, html: join(e.parentPath, 'index.html') });
  }
  return pages;
}

const styleOf = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

/** A temporary Eleventy site reading projectDir's campaigns; the CSS of each template from projectDir's last build. */
/**
 * `serve`: for `eleventy --serve` (bench/devLoop.ts): Eleventy also watches the project's campaigns/,
 * and a project without a promo build gets empty CSS (the dev loop times text, not styles).
 */
export function eleventySite(projectDir: string, repo: string, opts: { serve?: boolean } = {}): string {
  const site = mkdtempSync(join(tmpdir(), 'promo-bench-11ty-'));
  mkdirSync(join(site, '_data'));
  mkdirSync(join(site, '_includes', 'css'), { recursive: true });
  writeFileSync(join(site, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(site, '_data', 'pages.js'), dataFile(projectDir, repo));
  writeFileSync(join(site, 'pages.njk'), PAGE);
  if (opts.serve) {
    writeFileSync(
      join(site, 'eleventy.config.js'),
      `export default (config) => { config.addWatchTarget(${JSON.stringify(join(projectDir, 'campaigns'))}); };\n`,
    );
    if (!existsSync(join(projectDir, 'dist', 'client'))) {
      for (const t of readdirSync(join(projectDir, 'templates'), { withFileTypes: true }))
        if (t.isDirectory()) writeFileSync(join(site, '_includes', 'css', `${t.name}.css`), '');
      return site;
    }
  }
  const done = new Set<string>();
  for (const p of promoPages(join(projectDir, 'dist', 'client'))) {
    if (done.has(p.template)) continue;
    done.add(p.template);
    writeFileSync(join(site, '_includes', 'css', `${p.template}.css`), styleOf(readFileSync(p.html, 'utf8')));
  }
  return site;
}

/** The text of an element's first occurrence, tags dropped and the usual entities decoded. */
function textOf(html: string, tag: string): string {
  const inner = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? '';
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) =>
      e[0] === '#'
        ? String.fromCodePoint(Number(e[1] === 'x' || e[1] === 'X' ? `0${e.slice(1)}` : e.slice(1)))
        : (named[e] ?? m),
    )
    .trim();
}

/**
 * Throws unless the Eleventy output (its base folder) has exactly promo's URLs, each with the same <h1>
 * text; A/B arm pages (`__arm/`) are promo's alone. Returns the number of those.
 */
export function assertEquivalent(promoClient: string, eleventyBase: string): number {
  const all = promoPages(promoClient);
  const promo = all.filter((p) => !p.url.includes(`/${ARM_SEGMENT}/`));
  const ours = new Set(
    readdirSync(eleventyBase, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('index.html'))
      .map((f) => `/${f.slice(0, -'index.html'.length)}`),
  );
  const missing = promo.filter((p) => !ours.has(p.url)).map((p) => p.url);
  const extra = [...ours].filter((u) => !promo.some((p) => p.url === u));
  if (missing.length || extra.length)
    throw new Error(
      `Eleventy's URLs differ from promo's: missing ${missing.slice(0, 5).join(' ') || 'none'}; extra ${extra.slice(0, 5).join(' ') || 'none'}`,
    );
  for (const p of promo) {
    const theirs = textOf(readFileSync(p.html, 'utf8'), 'h1');
    const mine = textOf(readFileSync(join(eleventyBase, p.url, 'index.html'), 'utf8'), 'h1');
    if (!mine || theirs !== mine)
      throw new Error(`Eleventy's ${p.url} has the heading "${mine}" where promo's has "${theirs}"`);
  }
  return all.length - promo.length;
}
