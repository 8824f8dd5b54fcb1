/**
 * The campaign files of one check, read ahead and answered in their order: a cached result when the
 * file's text is unchanged (and its images are), else a fresh check. Fresh checks run in-process,
 * or in worker threads once a run has PARALLEL_MIN of them (a cold cache, thousands of files):
 * then files keep being read and hashed here while the workers check the batches already sent.
 * Memory stays bounded: at most POOL_AHEAD texts are held, and no parsed document.
 */
import type { CachedFileCheck } from './checkCache.ts';
import type { FileCheck } from './checkCampaignFile.ts';
import type { CheckJob, CheckPool } from './checkPool.ts';
import type { Problem } from './Problem.ts';

/** Files read ahead of the one being checked in-process. */
export const READ_AHEAD = 16;
/**
 * Fresh checks in one run before workers are started. Below this their start-up costs more than it
 * saves: a worker costs ~0.5 s of CPU to start, a clean file ~0.35 ms to check (read fast, fastYaml.ts;
 * measured on 2 cores), so two workers on cores of their own save ~0.5 s only past ~2,000 files.
 */
export const PARALLEL_MIN = 2000;
/** Files per message to a worker, and texts held at most while workers run. */
const BATCH = 32;
const POOL_AHEAD = 512;

export type ReadFile = { text: string } | { problem: Problem };
export interface ReadItem {
  path: string;
  file: string;
  read: ReadFile;
  /** The cache key, known from the file's stamp without reading it (read.text is then empty): see checkProject.ts. */
  known?: string;
}
export interface InOrderSteps {
  /** (Answered at once when the file need not be read: a stamp hit, checkProject.ts.) */
  read(path: string): ReadItem | Promise<ReadItem>;
  /** The cache key of a text (or the `known` key) and the result cached under it; undefined when no cache is used. */
  cached(file: string, text: string, known?: string): { key: string; result?: CachedFileCheck } | undefined;
  /** Reads a file whose text was skipped (`known`) after all: its cached result no longer holds. */
  reread?(path: string): Promise<ReadItem>;
  /** Whether a cached result still holds (its images unchanged); at once when its images are already known this run. */
  stillValid(assets: Record<string, string>): boolean | Promise<boolean>;
  inProcess(job: CheckJob): Promise<FileCheck>;
  startPool?: () => CheckPool;
  /** Fresh checks before the pool is started (default PARALLEL_MIN). */
  parallelMin?: number;
}
/** `fresh`: checked in this run, not taken from the cache. */
export interface InOrderItem extends ReadItem {
  key?: string;
  result?: FileCheck & { fresh: boolean };
}

interface Slot {
  item: ReadItem;
  key?: string;
  cached?: CachedFileCheck;
  job?: CheckJob;
  answer?: Promise<FileCheck>;
}

export async function* checkInOrder(paths: readonly string[], steps: InOrderSteps): AsyncGenerator<InOrderItem> {
  const parallelMin = steps.parallelMin ?? PARALLEL_MIN;
  const queue: Slot[] = [];
  let pending: Slot[] = [];
  let pool: CheckPool | undefined;
  let next = 0;
  let misses = 0;
  const send = (all: boolean) => {
    while (pool && (pending.length >= BATCH || (all && pending.length))) {
      const batch = pending.splice(0, BATCH);
      const answers = pool.check(batch.map((s) => s.job!));
      batch.forEach((s, i) => {
        s.answer = answers.then((r) => r[i]!);
        s.answer.catch(() => undefined); // awaited in order below; a failure must not surface as unhandled before then
      });
    }
  };
  try {
    while (next < paths.length || queue.length) {
      const ahead = pool ? POOL_AHEAD : steps.startPool ? parallelMin + READ_AHEAD : READ_AHEAD;
      while (next < paths.length && queue.length < ahead) {
        const got = steps.read(paths[next++]!);
        const item = got instanceof Promise ? await got : got;
        const slot: Slot = { item };
        if ('text' in item.read) {
          const hit = steps.cached(item.file, item.read.text, item.known);
          slot.key = hit?.key;
          slot.cached = hit?.result;
          slot.job = { text: item.read.text, file: item.file, path: item.path };
          // (A `known` file without a usable result is read and checked when its turn comes.)
          if (!slot.cached && item.known === undefined) {
            misses++;
            if (pool) pending.push(slot);
          }
        }
        queue.push(slot);
        if (!pool && steps.startPool && misses >= parallelMin) {
          pool = steps.startPool();
          pending = queue.filter((s) => s.job && !s.cached && s.item.known === undefined);
        }
        send(false);
      }
      const head = queue.shift()!;
      send(next >= paths.length || pending[0] === head);
      const { item, key, cached, job } = head;
      if (!job) {
        yield item;
        continue;
      }
      const valid = cached ? steps.stillValid(cached.assets) : false;
      if (cached && (valid === true || (valid !== false && (await valid)))) {
        yield { ...item, key, result: { ...cached, fresh: false } };
        continue;
      }
      if (item.known !== undefined) {
        // Not read because its stamp was unchanged, but its images changed: read and check it now.
        const again = await steps.reread!(item.path);
        if (!('text' in again.read)) {
          yield again;
          continue;
        }
        const hit = steps.cached(again.file, again.read.text);
        const result = await steps.inProcess({ text: again.read.text, file: again.file, path: again.path });
        yield { ...again, key: hit?.key, result: { ...result, fresh: true } };
        continue;
      }
      const result = await (head.answer ?? steps.inProcess(job));
      yield { ...item, key, result: { ...result, fresh: true } };
    }
  } finally {
    await pool?.close();
  }
}
