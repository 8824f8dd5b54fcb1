/**
 * `promo dev` publishes no folder (vite.config.ts has no publicDir): its middleware answers only the
 * images the campaigns name, read as the build reads them, with their type, nosniff and the files'
 * CSP; anything else (another file of the folder, a %-encoded spelling, a link) is not served.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devAssets } from '../../cli/site/devAssets.ts';
import { FILE_CSP } from '../../cli/build/contentSecurityPolicy.ts';
import type { RouteManifest } from '../../model/Site.ts';
import { REPO } from '../support/tempProject.ts';

const manifest = (hero: string) => ({ site: { basePath: '/new-promo/' }, pages: { '/x/': { campaign: { params: { heroImage: hero } } } } }) as unknown as RouteManifest;

async function get(root: string, hero: string, url: string) {
  const headers: Record<string, unknown> = {};
  let body: Buffer | undefined;
  let passed = false;
  const res = { statusCode: 0, setHeader: (k: string, v: unknown) => { headers[k.toLowerCase()] = v; }, end: (_b?: Buffer) => undefined as unknown };
  await new Promise<void>((resolve) => {
    res.end = (b?: Buffer) => { body = b; resolve(); };
    devAssets(root, () => manifest(hero))({ url, method: 'GET' } as IncomingMessage, res as unknown as ServerResponse, () => { passed = true; resolve(); });
  });
  return { passed, status: res.statusCode, headers, body };
}

describe('promo dev campaign images', () => {
  it('serves a named image with its type, nosniff and the CSP of files', async () => {
    const r = await get(REPO, 'key-art/cash-race.jpg', '/new-promo/key-art/cash-race.jpg');
    expect([r.passed, r.status]).toEqual([false, 200]);
    expect(r.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff', 'content-security-policy': FILE_CSP });
    expect(r.body!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('passes on what no campaign names, or names another way', async () => {
    for (const url of ['/new-promo/key-art/baccarat.jpg', '/new-promo/key-art/cash%2Drace.jpg', '/new-promo/key-art/../key-art/cash-race.jpg', '/new-promo/KEY-ART/cash-race.jpg']) {
      expect((await get(REPO, 'key-art/cash-race.jpg', url)).passed, url).toBe(true);
    }
  });

  it('a named path that is a link is refused, not followed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'promo-dev-assets-'));
    mkdirSync(join(root, 'campaigns', 'assets'), { recursive: true });
    symlinkSync('/etc/passwd', join(root, 'campaigns', 'assets', 'passwd.jpg'));
    const r = await get(root, 'passwd.jpg', '/new-promo/passwd.jpg');
    expect([r.passed, r.status]).toEqual([false, 404]);
    expect(String(r.body)).toContain('is a symbolic link');
    expect(String(r.body)).not.toContain('root:');
  });
});
