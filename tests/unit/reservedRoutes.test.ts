/**
 * A campaign cannot take a path the build itself writes (issue 20): `route.path: assets` used to pass
 * the check, and nginx then served that landing page from the bundle's location, cached for a year
 * as immutable and without a CSP. Each way of naming a URL (path, alias, {param} value, the slug as
 * the default path) is an error at its own line. In-process, the real cash-race.yaml with its route edited.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { reservedBy } from '../../cli/campaign/reservedRoutes.ts';
import { REPO } from '../support/tempProject.ts';

const FILE = join(REPO, 'campaigns', 'cash-race.yaml');
const original = readFileSync(FILE, 'utf8');
const ROUTE =
  'route:\n  param:\n    kind: id            # /cash-race/hi/ shows the info dialog in Hindi\n    values: [hi, pt, bn]\n';

async function check(text: string, file = FILE) {
  const fs: ProjectFs = {
    ...nodeFs,
    readFile: async (p) => (p === file ? text : nodeFs.readFile(p)),
    size: async (p) => (p === file ? Buffer.byteLength(text) : nodeFs.size(p)),
    exists: (p) => p === file || nodeFs.exists(p),
  };
  const { problems } = await checkProject({ root: REPO, fs, files: [file] });
  return problems.filter((p) => p.code === 'rule/reserved-route').map((p) => [p.line, p.path, p.message]);
}
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('reserved route paths', () => {
  it('the original passes', async () => {
    expect(original).toContain(ROUTE);
    expect(await check(original)).toEqual([]);
  });

  it.each([
    [
      'route.path assets',
      'route:\n  path: assets\n',
      'path: assets',
      '/route/path',
      'The route path "assets" is reserved: assets/ holds the site\'s scripts and styles (the build writes there). Choose another.',
    ],
    ['a path below assets', 'route:\n  path: assets/cash\n', 'path: assets', '/route/path', 'assets/ holds'],
    [
      'an alias',
      'route:\n  aliases: [cash, assets]\n',
      'aliases:',
      '/route/aliases/1',
      'The route alias "assets" is reserved',
    ],
    [
      'an {id} value at the root',
      "route:\n  path: ''\n  param:\n    kind: id\n    values: [hi, assets]\n    aliases: { assets: en }\n",
      'values:',
      '/route/param/values/1',
      'The route value "assets" is reserved',
    ],
  ])('%s: an error at its line', async (_what, route, needle, path, message) => {
    const text = original.replace(ROUTE, route);
    const got = await check(text);
    expect(got.map(([l, p]) => [l, p])).toEqual([[lineOf(text, needle), path]]);
    expect(got[0]![2]).toContain(message);
  });

  it('the slug as the default path', async () => {
    const file = join(REPO, 'campaigns', 'assets.yaml');
    const text = original.replace('slug: cash-race', 'slug: assets').replace(ROUTE, '');
    const got = await check(text, file);
    expect(got.map(([l, p]) => [l, p])).toEqual([[lineOf(text, 'slug: assets'), '/slug']]);
  });

  it('every name the build writes is reserved, in any case; other paths are not', () => {
    for (const p of [
      'assets',
      'ASSETS',
      'Assets/x',
      '_img',
      'sw.js',
      '404.html',
      'a/__arm',
      'a/__arm/b',
      'x/page-data.json',
      'index.html',
    ])
      expect(reservedBy(p), p).not.toBeNull();
    for (const p of ['asset', 'assets-2026', 'cash/assets', 'img', 'a/arm', 'my-assets'])
      expect(reservedBy(p), p).toBeNull();
  });
});
