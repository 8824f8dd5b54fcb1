/**
 * The Astro peer of `promo dev` (bench/devLoop.ts): an Astro site under `astro dev` that reads the same campaign
 * YAML as the Eleventy peer (eleventySite.ts's data module: one row per URL, the text in the page's language) and
 * serves the same URLs under /new-promo/, each page with its campaign's text; it watches the project's campaigns/
 * and reloads the open page on a save, as `eleventy --serve` does. Astro is not a dependency: it is installed
 * once into a temporary folder (`astroInstalled`), like Eleventy. No CSS (the dev loop times text, not styles).
 */
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataFile } from './eleventySite.ts';

/** Astro 5 is the last major that runs on Node 20 (6 and later need Node 22.12). */
const ASTRO_VERSION = '5.9.4';
const ASTRO_DIR = join(tmpdir(), `promo-bench-astro-${ASTRO_VERSION}`);

/** Astro's CLI, installed into a temporary folder the first time (about 280 packages). */
export function astroInstalled(): string {
  const bin = join(ASTRO_DIR, 'node_modules', 'astro', 'astro.js');
  if (!existsSync(bin)) {
    mkdirSync(ASTRO_DIR, { recursive: true });
    const r = spawnSync(
      'npm',
      ['install', '--prefix', ASTRO_DIR, `astro@${ASTRO_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`npm install of Astro failed:\n${r.stderr}`);
  }
  return bin;
}

const PAGE = `---
import pages from '../pages.js';
export function getStaticPaths() {
  return pages().map((p) => ({ params: { url: p.url === '/' ? undefined : p.url.slice(1, -1) }, props: { p } }));
}
const { p } = Astro.props;
---
<html lang={p.lang}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{p.text.title}</title><meta name="description" content={p.text.subtitle}></head>
<body><main><h1>{p.text.title}</h1><p>{p.text.subtitle}</p>
<a href="/new-promo/">{p.text.cta}</a>
<ol>{(p.text.steps ?? []).map((s) => <li>{s}</li>)}</ol>
{(p.text.body ?? []).map((b) => <p>{b}</p>)}
<ul>{(p.text.terms ?? []).map((t) => <li>{t}</li>)}</ul>
{p.info && <dialog><h2>{p.info.title}</h2>{(p.info.body ?? []).map((b) => <p>{b}</p>)}</dialog>}
</main></body></html>
`;

/** Reloads the open pages when a campaign file changes (Astro does not know the data module reads them). */
const config = (campaigns: string) => `const campaigns = ${JSON.stringify(campaigns)};
export default {
  base: '/new-promo',
  trailingSlash: 'always',
  devToolbar: { enabled: false },
  vite: {
    plugins: [{
      name: 'bench:campaigns',
      configureServer(server) {
        server.watcher.add(campaigns);
        server.watcher.on('change', (f) => {
          if (f.startsWith(campaigns) && f.endsWith('.yaml')) server.ws.send({ type: 'full-reload' });
        });
      },
    }],
  },
};
`;

/** A temporary Astro site reading projectDir's campaigns (Astro's packages linked from its install folder). */
export function astroSite(projectDir: string, repo: string): string {
  astroInstalled();
  const site = mkdtempSync(join(tmpdir(), 'promo-bench-astro-'));
  mkdirSync(join(site, 'src', 'pages'), { recursive: true });
  symlinkSync(join(ASTRO_DIR, 'node_modules'), join(site, 'node_modules'), 'dir');
  writeFileSync(join(site, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(site, 'astro.config.mjs'), config(join(projectDir, 'campaigns')));
  writeFileSync(join(site, 'src', 'pages.js'), dataFile(projectDir, repo));
  writeFileSync(join(site, 'src', 'pages', '[...url].astro'), PAGE);
  return site;
}
