/**
 * Code fetched on a visitor's intent: which files the build lists for the boot script
 * (cli/site/vitePluginWarmFiles.ts), what a page fetches and in what order (runtime/boot/warmFiles.ts,
 * preloadInTurn.ts, streamModule.ts), with fake chunk graphs, fetches and clocks; and the number
 * formatter warmed at a call to action's intent after the next paint (warmIntl.ts, afterPaint.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  commonEnds,
  runtimeBytes,
  warmFilesFor,
  WARM_FILES_MARKER,
  type ChunkLike,
} from '../../cli/site/vitePluginWarmFiles.ts';
import { builtWarmFiles, sizeOfFile, warmGroups, type WarmFiles } from '../../runtime/boot/warmFiles.ts';
import { preloadInTurn, type FetchModule } from '../../runtime/boot/preloadInTurn.ts';
import { RATE_WINDOW_MS, streamModule, type StreamDeps } from '../../runtime/boot/streamModule.ts';
import { afterPaint, type PaintClock } from '../../runtime/boot/afterPaint.ts';
import { resetWarmIntl, warmIntl } from '../../runtime/boot/warmIntl.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): ChunkLike => ({
  fileName,
  moduleIds,
  imports,
});
const name = (id: string) => `assets/chunks/chunk-!~{${id}}~.js`;

/** A client build: the boot entry shares a chunk with the runtime; dialogs and a language load on demand. */
const graph: Record<string, ChunkLike> = Object.fromEntries(
  [
    chunk(
      'assets/entries/client.!~{001}~.js',
      ['/p/runtime/pages/+client.ts', '/p/runtime/boot/boot.ts'],
      [name('002')],
    ),
    chunk(name('002'), ['/p/model/scheduleStates.ts']),
    chunk(name('003'), ['/p/node_modules/react-dom/client.js']),
    chunk(
      name('004'),
      ['/p/runtime/app/startRuntime.tsx', '/p/runtime/dialogs/DialogHost.tsx', '/p/locales/en.json'],
      [name('003'), name('002')],
    ),
    chunk(name('005'), ['/p/runtime/auth/forms/RegistrationForm.tsx'], [name('004')]),
    chunk(name('006'), ['/p/runtime/dialogs/SignUpDialog.tsx'], [name('005'), name('004'), name('003')]),
    chunk(name('007'), ['/p/runtime/dialogs/SignInDialog.tsx'], [name('005'), name('004')]),
    chunk(name('008'), ['/p/runtime/dialogs/MessageDialog.tsx'], [name('004')]),
    chunk(name('009'), ['/p/locales/hi.json']),
    chunk(name('010'), ['/p/templates/vip/locales/hi.json']),
    chunk(name('011'), ['/p/templates/vip/locales/en.json']),
  ].map((c) => [c.fileName, c]),
);

describe('the files the build lists for the boot script', () => {
  const warm = warmFilesFor(graph['assets/entries/client.!~{001}~.js']!, graph, '/new-promo/');

  it('lists the runtime with its imports, less what the page has loaded already', () => {
    expect(warm.runtime).toEqual(['!~{004}~', '!~{003}~']);
  });

  it('lists each control kind’s dialog without the runtime’s files, and nothing for shared dialog parts', () => {
    expect(warm.dialogs).toEqual({ 'sign-up': ['!~{006}~', '!~{005}~'], 'sign-in': ['!~{007}~', '!~{005}~'] });
  });

  it('lists the site strings of languages that load on their own (not English, bundled; not template labels)', () => {
    expect(warm.languages).toEqual({ hi: ['!~{009}~'] });
  });

  it('writes the part every name shares once, never cutting into a hash placeholder', () => {
    expect(warm.base).toBe('/new-promo/assets/chunks/chunk-');
    expect(warm.ext).toBe('.js');
    expect(commonEnds(['a/x-!~{01}~.js', 'a/x-!~{02}~.js'])).toEqual([4, 3]);
    expect(commonEnds(['a/x-1.js', 'a/y-1.js'])).toEqual([2, 5]);
    expect(commonEnds([])).toEqual([0, 0]);
  });

  it('gives the size of each runtime file once the files are final, in the order of the list', () => {
    const final = Object.fromEntries(Object.entries(graph).map(([f, c]) => [f, { ...c, code: `code of ${f} é` }]));
    expect(runtimeBytes(final['assets/entries/client.!~{001}~.js']!, final)).toEqual(
      [name('004'), name('003')].map((f) => Buffer.byteLength(`code of ${f} é`)),
    );
    const { [name('004')]: _runtime, ...noRuntime } = final;
    expect(runtimeBytes(final['assets/entries/client.!~{001}~.js']!, noRuntime)).toEqual([]);
    const sized = sizeOfFile({ ...warm, runtimeBytes: [10, 20] });
    expect([
      sized(`${warm.base}${warm.runtime[1]}${warm.ext}`),
      sized(`${warm.base}${warm.dialogs['sign-up']![0]}${warm.ext}`),
    ]).toEqual([20, undefined]);
    expect(sizeOfFile(warm)(`${warm.base}${warm.runtime[0]}${warm.ext}`)).toBeUndefined();
  });

  it('is read back by the boot script; without a build there is nothing to fetch', () => {
    expect(builtWarmFiles(JSON.stringify(warm))).toEqual(warm);
    expect(builtWarmFiles(WARM_FILES_MARKER)).toBeNull();
    expect(builtWarmFiles()).toBeNull();
  });
});

describe('what a page fetches ahead', () => {
  const files: WarmFiles = {
    base: '/b/',
    ext: '.js',
    runtime: ['r1', 'r2'],
    dialogs: { 'sign-up': ['s1', 'f'], 'sign-in': ['i1', 'f'] },
    languages: { hi: ['hi'] },
  };

  it('the runtime with the language’s strings, then the dialog', () => {
    expect(warmGroups(files, 'sign-up', 'hi')).toEqual([
      ['/b/r1.js', '/b/r2.js', '/b/hi.js'],
      ['/b/s1.js', '/b/f.js'],
    ]);
    expect(warmGroups(files, undefined, 'en')).toEqual([['/b/r1.js', '/b/r2.js'], []]);
  });
});

describe('fetching in turn', () => {
  function fakeFetch() {
    const started: string[] = [];
    const pending = new Map<string, { ok: () => void; fail: () => void }>();
    const fetchModule = (href: string) =>
      new Promise<void>((ok, fail) => {
        started.push(href);
        pending.set(href, { ok, fail });
      });
    return {
      started,
      fetchModule,
      settle: async (href: string, failed = false) => {
        const p = pending.get(href)!;
        if (failed) p.fail();
        else p.ok();
        await new Promise((r) => setTimeout(r, 0));
      },
    };
  }

  it('starts a group once every file of the one before has arrived or failed', async () => {
    const f = fakeFetch();
    const preload = preloadInTurn(f.fetchModule);
    void preload([['a', 'b'], ['c']]);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.started).toEqual(['a', 'b']);
    await f.settle('a');
    expect(f.started).toEqual(['a', 'b']);
    await f.settle('b', true);
    expect(f.started).toEqual(['a', 'b', 'c']);
  });

  it('fetches a file once, and a later ask waits for its turn', async () => {
    const f = fakeFetch();
    const preload = preloadInTurn(f.fetchModule);
    void preload([['a'], ['c']]);
    const later = preload([['a'], ['d', 'c']]);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.started).toEqual(['a']);
    await f.settle('a');
    await f.settle('c');
    expect(f.started).toEqual(['a', 'c', 'd']);
    await f.settle('d');
    await expect(later).resolves.toBeUndefined();
  });
});

describe('fetching in turn, the next group one round trip early', () => {
  it('starts a group once every file of the one before is nearly there, and settles when all arrived', async () => {
    const started: string[] = [];
    const near = new Map<string, () => void>();
    const arrive = new Map<string, () => void>();
    const fetchModule: FetchModule = (href, nearlyThere) =>
      new Promise<void>((ok) => {
        started.push(href);
        near.set(href, nearlyThere!);
        arrive.set(href, ok);
      });
    const tick = () => new Promise((r) => setTimeout(r, 0));
    let all = false;
    void preloadInTurn(fetchModule)([['a', 'b'], ['c']]).then(() => {
      all = true;
    });
    await tick();
    near.get('a')!();
    await tick();
    expect(started).toEqual(['a', 'b']);
    arrive.get('b')!();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    arrive.get('c')!();
    await tick();
    expect(all).toBe(false);
    arrive.get('a')!();
    await tick();
    expect(all).toBe(true);
  });
});

describe('reading a file as it comes', () => {
  /** A line with a 100 ms round trip that brings 1,000 bytes each 10 ms, on a clock the test moves. */
  function slowLine(size: number, { failAt = Infinity } = {}) {
    let clock = 0;
    const log: string[] = [];
    const deps: StreamDeps = {
      now: () => clock,
      fetch: async (href, init) => {
        log.push(`fetch ${href} ${init.priority}`);
        clock += 100;
        let sent = 0;
        const body = new ReadableStream<Uint8Array>(
          {
            pull(c) {
              if (sent >= failAt) {
                c.error(new Error('reset'));
                return;
              }
              if (sent >= size) {
                c.close();
                return;
              }
              clock += 10;
              const n = Math.min(1000, size - sent);
              sent += n;
              log.push(`at ${clock}: ${sent}`);
              c.enqueue(new Uint8Array(n));
            },
          },
          { highWaterMark: 0 },
        );
        return new Response(body);
      },
    };
    const fallback: FetchModule = async (href) => {
      log.push(`link ${href}`);
    };
    return { deps, log, fallback, time: () => clock };
  }

  it('says it is nearly there when the rest is due within one round trip (100 ms: the last 10,000 bytes)', async () => {
    const line = slowLine(30_000);
    let saidAt: number | null = null;
    await streamModule(
      () => 30_000,
      line.fallback,
      line.deps,
    )('/r.js', () => {
      saidAt ??= line.time();
    });
    // Headers at 100 ms, 1,000 bytes each 10 ms: 20,000 bytes at 300 ms leave 10,000 = 100 ms.
    expect(saidAt).toBe(300);
    expect(line.log[0]).toBe('fetch /r.js high');
    expect(line.log.slice(-2)).toEqual(['at 400: 30000', 'link /r.js']);
    expect(RATE_WINDOW_MS).toBeLessThan(200);
  });

  it('does not trust the first burst: a small file arrives before it can tell', async () => {
    const line = slowLine(3_000);
    const said: number[] = [];
    await streamModule(() => 3_000, line.fallback, line.deps)('/r.js', () => said.push(line.time()));
    expect(said).toEqual([]);
  });

  it('without a size, or when fetch fails, fetches by link; read to the end, it ends with one (parsed from the cache)', async () => {
    const line = slowLine(2_000);
    await streamModule(() => undefined, line.fallback, line.deps)('/a.js');
    await streamModule(() => 5, line.fallback, { ...line.deps, fetch: () => Promise.reject(new TypeError('CSP')) })(
      '/b.js',
    );
    await streamModule(() => 2_000, line.fallback, line.deps)('/c.js');
    expect(line.log.filter((l) => !l.startsWith('at '))).toEqual([
      'link /a.js',
      'link /b.js',
      'fetch /c.js high',
      'link /c.js',
    ]);
  });

  it('a download cut off midway settles quietly', async () => {
    const line = slowLine(30_000, { failAt: 5_000 });
    await expect(streamModule(() => 30_000, line.fallback, line.deps)('/r.js')).resolves.toBeUndefined();
  });
});

describe('after the first paint', () => {
  it('runs in a task after the next frame', () => {
    const queue: (() => void)[] = [];
    const clock: PaintClock = { frame: (fn) => queue.push(fn), task: (fn) => queue.push(fn) };
    const runs: string[] = [];
    afterPaint(() => runs.push('ran'), clock);
    expect(runs).toEqual([]);
    queue.shift()?.();
    expect(runs).toEqual([]);
    queue.shift()?.();
    expect(runs).toEqual(['ran']);
  });
});

describe('the number formatter warmed when a call to action is about to be tapped', () => {
  const fakePaint = () => {
    const queue: (() => void)[] = [];
    const clock: PaintClock = { frame: (fn) => queue.push(fn), task: (fn) => queue.push(fn) };
    return { clock, step: () => queue.shift()?.(), pending: () => queue.length };
  };

  it('creates one formatter for the page language after the loader has painted, and only once a page', () => {
    resetWarmIntl();
    const p = fakePaint();
    const made: string[] = [];
    warmIntl('hi', p.clock, (l) => made.push(l));
    warmIntl('hi', p.clock, (l) => made.push(l));
    p.step();
    expect(made).toEqual([]);
    p.step();
    expect(made).toEqual(['hi']);
    expect(p.pending()).toBe(0);
  });

  it('a language tag Intl refuses warms nothing and throws nothing', () => {
    resetWarmIntl();
    const p = fakePaint();
    warmIntl('not a tag!', p.clock);
    p.step();
    expect(() => p.step()).not.toThrow();
  });
});
