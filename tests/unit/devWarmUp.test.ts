/**
 * `promo dev` pays the first save's one-time costs ahead (issue 26): once a page was answered and the server is
 * idle, the page's campaign is checked as if it had been edited (the checker's first run: parser, rules, the
 * template's params validator, the images looked up by content as a save does), and nothing of that check is kept.
 */
import { expect, it, onTestFinished, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { devWarmUp } from '../../cli/site/devWarmUp.ts';
import { warmCheck } from '../../cli/campaign/warmCheck.ts';
import { loadSite } from '../../cli/site/loadSite.ts';
import { devCheckCaches } from '../../cli/site/devCheckCaches.ts';
import { nodeFs, type ProjectFs } from '../../cli/campaign/ProjectFs.ts';
import { REPO } from '../support/tempProject.ts';

/** A request through the middleware; `end()` closes its response. */
function request(mw: ReturnType<typeof devWarmUp>, url: string, accept = '*/*') {
  const res = new EventEmitter();
  mw({ url, method: 'GET', headers: { accept } } as IncomingMessage, res as ServerResponse, () => undefined);
  return { end: () => res.emit('close') };
}

it('warms once, for the first page asked for as HTML, after the server has been idle; a request in flight or a new one waits', () => {
  vi.useFakeTimers();
  onTestFinished(() => void vi.useRealTimers());
  const warmed: string[] = [];
  const mw = devWarmUp('/new-promo/', async (page) => void warmed.push(page), 500);
  request(mw, '/new-promo/@vite/client').end();
  vi.advanceTimersByTime(1000);
  expect(warmed).toEqual([]); // no page yet
  const page = request(mw, '/new-promo/cash-race/?lang=hi', 'text/html,*/*');
  const script = request(mw, '/new-promo/runtime/pages/+client.ts');
  page.end();
  vi.advanceTimersByTime(1000);
  expect(warmed).toEqual([]); // the script is still being answered
  script.end();
  vi.advanceTimersByTime(400);
  request(mw, '/new-promo/other/', 'text/html').end(); // restarts the wait, and is not the page warmed
  vi.advanceTimersByTime(400);
  expect(warmed).toEqual([]);
  vi.advanceTimersByTime(100);
  expect(warmed).toEqual(['/cash-race/']);
  request(mw, '/new-promo/mega-contest/', 'text/html').end();
  vi.advanceTimersByTime(1000);
  expect(warmed).toEqual(['/cash-race/']);
});

it("checks the page's campaign afresh, as a save would (its text read, its images looked up by content), and writes no cache", async () => {
  const dir = join(REPO, 'campaigns');
  const file = join(dir, 'cash-race.yaml');
  const read: string[] = [];
  const looked: string[] = [];
  const measured: string[] = [];
  const fs: ProjectFs = {
    ...nodeFs,
    readFile: async (p) => {
      if (p === file) read.push(p);
      return nodeFs.readFile(p);
    },
    // One campaign and its template (every other params schema would only cost compiling).
    readdir: async (p) =>
      p === dir ? ['cash-race.yaml'] : p === join(REPO, 'templates') ? ['tournament'] : nodeFs.readdir(p),
    fingerprint: async (d, rel) => {
      looked.push(rel);
      return nodeFs.fingerprint!(d, rel);
    },
    // As probeImage.ts answers for a good image, without its decode.
    image: async (d, rel) => {
      measured.push(rel);
      return { bytes: 1000, hash: await nodeFs.fingerprint!(d, rel), width: 2560, height: 1280 };
    },
  };
  const caches = devCheckCaches();
  await loadSite(REPO, { env: 'development', at: Date.parse('2026-11-01T00:00:00Z') }, fs, caches);
  // The first check measured the image; the cache keeps what it found by the image's content (knownImages.ts).
  expect(measured).toEqual(['key-art/cash-race.jpg']);
  const before = JSON.stringify(await caches.cache.load());
  for (const list of [read, looked, measured]) list.length = 0;
  let saves = 0;
  await warmCheck(REPO, file, { fs, cache: { load: caches.cache.load, save: async () => void saves++ } });
  // Checked afresh (its text read, not its cached result taken) and its image looked up by content: unchanged,
  // it is not measured again, by this check or by the save it prepares.
  expect({ read, looked, measured }).toEqual({ read: [file], looked: ['key-art/cash-race.jpg'], measured: [] });
  expect(saves).toBe(0);
  expect(JSON.stringify(await caches.cache.load())).toBe(before);
});
