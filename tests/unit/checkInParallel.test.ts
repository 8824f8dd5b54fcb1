/**
 * `promo check` in worker threads (checkPool.ts, checkInOrder.ts): the same problems, sources and
 * campaign data as checking in-process, in the same order; workers start only when enough files need
 * checking; a worker's failure fails the check instead of losing files.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../cli/campaign/checkProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import type { CheckCacheData, CheckCacheStore } from '../../cli/campaign/checkCache.ts';
import { workerPool, type CheckJob, type CheckPool } from '../../cli/campaign/checkPool.ts';
import { checkInOrder, PARALLEL_MIN, type InOrderSteps } from '../../cli/campaign/checkInOrder.ts';
import type { FileCheck } from '../../cli/campaign/checkCampaignFile.ts';
import { REPO } from '../support/tempProject.ts';
import { compiledCheckWorker } from '../support/compiledCheckWorker.ts';

const inDir = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .sort()
    .map((n) => join(dir, n));
/** Every 4th repo campaign (cash-race among them) and every broken fixture (YAML mistakes, hostile keys, rules, a route clash with cash-race). */
const FILES = [
  ...inDir(join(REPO, 'campaigns')).filter((f, i) => i % 4 === 0 || f.endsWith('/cash-race.yaml')),
  ...inDir(join(REPO, 'tests', 'fixtures', 'broken')),
];

function memoryCache(): CheckCacheStore {
  let data: CheckCacheData | undefined;
  return {
    load: async () => (data ? structuredClone(data) : undefined),
    save: async (d) => {
      data = structuredClone(d);
    },
  };
}

describe('checking in worker threads', () => {
  it('gives exactly the in-process results, with and without a cache', async () => {
    // Fewer files than PARALLEL_MIN: the threshold is lowered so that these start the workers.
    const parallelMin = 40;
    expect(FILES.length).toBeGreaterThan(parallelMin);
    const worker = await compiledCheckWorker();
    onTestFinished(worker.cleanup);
    let started = 0;
    const parallel = (setup: Parameters<typeof workerPool>[1]) => {
      started++;
      return workerPool(worker.file, setup, 2);
    };
    const plain = await checkProject({ root: REPO, fs: nodeFs, alone: true, files: FILES });
    // The workers also keep the campaign validator's generated code, and load it in the later runs.
    const validatorCache = mkdtempSync(join(tmpdir(), 'promo-validators-'));
    onTestFinished(() => rmSync(validatorCache, { recursive: true, force: true }));
    const pooled = await checkProject({
      root: REPO,
      fs: nodeFs,
      alone: true,
      files: FILES,
      parallel,
      parallelMin,
      validatorCache,
    });
    expect(started).toBe(1);
    expect(pooled).toEqual(plain);
    expect(plain.problems.map((p) => p.code)).toEqual(
      expect.arrayContaining(['yaml/duplicate-key', 'yaml/forbidden-key', 'rule/route-clash', 'yaml/too-many-aliases']),
    );
    const cache = memoryCache();
    const cold = await checkProject({
      root: REPO,
      fs: nodeFs,
      alone: true,
      files: FILES,
      cache,
      parallel,
      parallelMin,
      validatorCache,
    });
    const afterCold = readdirSync(validatorCache);
    const warm = await checkProject({
      root: REPO,
      fs: nodeFs,
      alone: true,
      files: FILES,
      cache,
      parallel,
      parallelMin,
      validatorCache,
    });
    // Generated code is kept once per schema (the campaign's, each params schema the workers compiled): the warm run adds none.
    expect(readdirSync(validatorCache).length).toBeGreaterThanOrEqual(1);
    expect(readdirSync(validatorCache)).toEqual(afterCold);
    expect(started).toBe(2); // the warm run has nothing to check again
    for (const r of [cold, warm]) expect({ ...r, campaigns: plain.campaigns }).toEqual(plain);
  });
});

/** A pool in this thread that answers batches out of order (the last sent first). */
function fakePool(check: (job: CheckJob) => FileCheck, log: { batches: number[]; closed: number }): CheckPool {
  const waiting: Array<() => void> = [];
  return {
    check(jobs) {
      log.batches.push(jobs.length);
      return new Promise((resolve) => {
        waiting.unshift(() => resolve(jobs.map(check)));
        setTimeout(() => waiting.shift()?.(), 0);
      });
    },
    async close() {
      log.closed++;
    },
  };
}

const job = (path: string): FileCheck => ({ problems: [], assets: { [path]: 'hash' } });
function steps(n: number, over: Partial<InOrderSteps> = {}): [string[], InOrderSteps] {
  const paths = Array.from({ length: n }, (_, i) => `f${i}`);
  return [
    paths,
    {
      read: async (path) =>
        path === 'f3'
          ? {
              path,
              file: path,
              read: {
                problem: {
                  file: path,
                  line: 1,
                  col: 1,
                  path: '',
                  code: 'file/missing',
                  message: 'm',
                  severity: 'error',
                },
              },
            }
          : { path, file: path, read: { text: path } },
      cached: () => undefined,
      stillValid: async () => true,
      inProcess: async (j) => job(`in:${j.path}`),
      ...over,
    },
  ];
}
const collect = async (it: AsyncGenerator<{ path: string; result?: FileCheck }>) => {
  const out: string[] = [];
  for await (const x of it) out.push(`${x.path}=${Object.keys(x.result?.assets ?? {})[0] ?? 'unread'}`);
  return out;
};

describe('checkInOrder', () => {
  it('answers in file order, from the pool once PARALLEL_MIN files need checking, and closes it', async () => {
    const log = { batches: [] as number[], closed: 0 };
    const n = PARALLEL_MIN * 3;
    const [paths, s] = steps(n, { startPool: () => fakePool((j) => job(`pool:${j.path}`), log) });
    const out = await collect(checkInOrder(paths, s));
    expect(out.map((x) => x.split('=')[0])).toEqual(paths);
    expect(out[3]).toBe('f3=unread');
    expect(out.filter((x) => x.includes('=pool:')).length).toBe(n - 1);
    expect(log.batches.reduce((a, b) => a + b, 0)).toBe(n - 1);
    expect(log.closed).toBe(1);
  });

  it('checks in-process when few files need it, and takes unchanged ones from the cache', async () => {
    let started = 0;
    const [paths, s] = steps(PARALLEL_MIN + 40, {
      startPool: () => {
        started++;
        throw new Error('not expected');
      },
      cached: (file) => ({ key: `k${file}`, ...(Number(file.slice(1)) % 4 ? { result: job(`cache:${file}`) } : {}) }),
      stillValid: async (assets) => !Object.keys(assets)[0]!.endsWith('f5'),
    });
    const out = await collect(checkInOrder(paths, s));
    expect(started).toBe(0);
    expect(out.slice(0, 6)).toEqual(['f0=in:f0', 'f1=cache:f1', 'f2=cache:f2', 'f3=unread', 'f4=in:f4', 'f5=in:f5']);
  });

  it('fails the check when the pool fails, and still closes it', async () => {
    const log = { batches: [] as number[], closed: 0 };
    const failing: CheckPool = {
      check: async () => {
        log.batches.push(0);
        throw new Error('worker died');
      },
      close: async () => {
        log.closed++;
      },
    };
    const [paths, s] = steps(PARALLEL_MIN * 2, { startPool: () => failing });
    await expect(collect(checkInOrder(paths, s))).rejects.toThrow('worker died');
    expect(log.closed).toBe(1);
  });
});
