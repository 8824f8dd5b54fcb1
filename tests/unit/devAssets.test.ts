/**
 * `promo dev` publishes no folder (vite.config.ts has no publicDir): its middleware answers only the
 * images the campaigns name, read as the build reads them, with their type, nosniff and the files'
 * CSP; anything else (another file of the folder, a %-encoded spelling, a link) is not served.
 * And every other answer of the dev server that is not a page gets the files' CSP too (devFileCsp.ts),
 * however it sends its headers; pages and 304s do not.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devAssets } from '../../cli/site/devAssets.ts';
import { devFileCsp } from '../../cli/site/devFileCsp.ts';
import { FILE_CSP } from '../../cli/build/contentSecurityPolicy.ts';
import type { RouteManifest } from '../../model/Site.ts';
import { REPO } from '../support/tempProject.ts';

const manifest = (hero: string) =>
  ({
    site: { basePath: '/new-promo/' },
    pages: { '/x/': { campaign: { params: { heroImage: hero } } } },
  }) as unknown as RouteManifest;

async function get(root: string, hero: string, url: string) {
  const headers: Record<string, unknown> = {};
  let body: Buffer | undefined;
  let passed = false;
  const res = {
    statusCode: 0,
    setHeader: (k: string, v: unknown) => {
      headers[k.toLowerCase()] = v;
    },
    end: (_b?: Buffer) => undefined as unknown,
  };
  await new Promise<void>((resolve) => {
    res.end = (b?: Buffer) => {
      body = b;
      resolve();
    };
    devAssets(root, () => manifest(hero))(
      { url, method: 'GET' } as IncomingMessage,
      res as unknown as ServerResponse,
      () => {
        passed = true;
        resolve();
      },
    );
  });
  return { passed, status: res.statusCode, headers, body };
}

describe('promo dev campaign images', () => {
  it('serves a named image with its type, nosniff and the CSP of files', async () => {
    const r = await get(REPO, 'key-art/cash-race.jpg', '/new-promo/key-art/cash-race.jpg');
    expect([r.passed, r.status]).toEqual([false, 200]);
    expect(r.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    });
    expect(r.body!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('passes on what no campaign names, or names another way', async () => {
    for (const url of [
      '/new-promo/key-art/baccarat.jpg',
      '/new-promo/key-art/cash%2Drace.jpg',
      '/new-promo/key-art/../key-art/cash-race.jpg',
      '/new-promo/KEY-ART/cash-race.jpg',
    ]) {
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

describe("promo dev: every answer but a page carries the files' CSP (devFileCsp.ts)", () => {
  /** Each way Vite, sirv, Vike and the sandbox send headers, at a path of its own. */
  const answers: Record<string, (res: ServerResponse) => void> = {
    // Vite's transform middleware: headers set, then end() (Node writes them implicitly).
    '/module.js': (res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.end('export {}');
    },
    // sirv (static files): writeHead with an object of headers.
    '/evil.svg': (res) => {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    },
    // writeHead with a status message and a flat list of headers.
    '/data.json': (res) => {
      res.writeHead(200, 'OK', ['Content-Type', 'application/json']);
      res.end('{}');
    },
    // No type at all (Vite's 404 for a missing module).
    '/missing.js': (res) => {
      res.statusCode = 404;
      res.end();
    },
    // A page (Vike): no file CSP, so its scripts run.
    '/page/': (res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><script>1</script>');
    },
    '/page-set/': (res) => {
      res.setHeader('Content-Type', 'TEXT/HTML');
      res.end('<!doctype html>');
    },
    // HTML that is no page (not at a page's URL, which ends with /): a file Vite serves as it is.
    '/@fs/repo/campaigns/assets/evil.html': (res) => {
      res.writeHead(200, { 'Content-Type': 'text/html;charset=utf-8' });
      res.end('<script>alert(1)</script>');
    },
    // A 304 of anything: its headers would replace the cached page's.
    '/cached/': (res) => {
      res.statusCode = 304;
      res.end();
    },
    // An answer with its own CSP (the sandbox's arrival page) keeps it.
    '/own/': (res) => {
      res.setHeader('Content-Type', 'text/plain');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.end('x');
    },
  };

  const OWN = "default-src 'none'";
  it.each([
    ['/module.js', "the files' CSP"],
    ['/evil.svg', "the files' CSP"],
    ['/data.json', "the files' CSP"],
    ['/missing.js', "the files' CSP"],
    ['/@fs/repo/campaigns/assets/evil.html', "the files' CSP"],
    ['/page/', 'none'],
    ['/page-set/', 'none'],
    ['/cached/', 'none'],
    ['/own/', 'its own'],
  ])('%s gets %s', async (path, which) => {
    const csp = { "the files' CSP": FILE_CSP, none: null, 'its own': OWN }[which];
    const mw = devFileCsp();
    const server = createServer((req, res) => mw(req, res, () => answers[req.url!]!(res)));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const r = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
      expect(r.headers.get('content-security-policy')).toBe(csp);
      expect(r.headers.get('x-content-type-options')).toBe(csp === FILE_CSP ? 'nosniff' : null);
    } finally {
      server.close();
    }
  });
});
