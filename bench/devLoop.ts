/**
 * Issue 26, the campaign manager's preview loop: `promo dev` on a free port in a copy of the project,
 * started twice (cold: no `.promo/` cache; warm: the cache the first start left), timing start → the
 * first campaign page answered (HTTP 200 with its title); then N edits of that campaign's English
 * title, each timed from the save to the new title in the HTML the dev server answers (polled); and
 * the resident memory (VmRSS) of the dev process and its children after the first page and after
 * every tenth edit. `node_modules/.bin/tsx bench/devLoop.ts [edits]` (default 10) or
 * `BENCH_ONLY=dev npm run bench` (`BENCH_DEV_EDITS=n`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { tempProject } from '../tests/support/tempProject.ts';
import { freePort } from './freePort.ts';

const SLUG = 'cash-race';
const TITLE = 'title: "Cash Race"';

/** The resident memory (MB) of `pid` and every process below it, from /proc. */
export function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      /* gone */
    }
  }
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until its HTML has `text`; the ms it took, from `since`. */
async function until(url: string, text: string, since: number, limitMs = 120_000): Promise<number> {
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status === 200 && (await r.text()).includes(text)) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - since > limitMs)
      throw new Error(`bench/devLoop.ts: ${url} did not show ${JSON.stringify(text)} within ${limitMs / 1000} s`);
    await sleep(25);
  }
}

async function startDev(
  dir: string,
): Promise<{ child: ChildProcess; url: string; startMs: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(dir, 'cli', 'promo.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}/new-promo/${SLUG}/`;
  const startMs = await until(url, 'Cash Race', started).catch((e) => {
    child.kill();
    throw new Error(`${(e as Error).message}\n${stderr}`);
  });
  const stop = () =>
    new Promise<void>((ok) => {
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    });
  return { child, url, startMs, stop };
}

export async function devLoop(edits = Number(process.env.BENCH_DEV_EDITS ?? 10)): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const project = tempProject();
  const file = join(project.dir, 'campaigns', `${SLUG}.yaml`);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(TITLE))
    throw new Error(`bench/devLoop.ts: campaigns/${SLUG}.yaml no longer has ${TITLE}; update the bench`);
  try {
    const cold = await startDev(project.dir);
    await cold.stop();
    const loadBefore = load();
    const dev = await startDev(project.dir);
    const pid = dev.child.pid!;
    await sleep(500);
    const rss: { after: string; MB: number }[] = [{ after: 'first page', MB: treeRssMb(pid) }];
    const saves: number[] = [];
    for (let i = 1; i <= edits; i++) {
      const title = `Cash Race edit ${i}`;
      const t = performance.now();
      writeFileSync(file, source.replace(TITLE, `title: "${title}"`));
      saves.push(await until(dev.url, title, t));
      if (i % 10 === 0 || i === edits) rss.push({ after: `${i} edits`, MB: treeRssMb(pid) });
    }
    await dev.stop();
    const sorted = [...saves].sort((a, b) => a - b);
    const s = (ms: number) => (ms / 1000).toFixed(2);
    console.log(`\npromo dev loop (${SLUG}; load average before ${loadBefore}, after ${load()})`);
    console.table([
      { figure: 'start → first page (cold cache)', s: s(cold.startMs) },
      { figure: 'start → first page (warm cache)', s: s(dev.startMs) },
      { figure: `save → new title in the HTML, min (${edits} edits)`, s: s(sorted[0]!) },
      { figure: 'save → new title in the HTML, median', s: s(sorted[Math.floor(sorted.length / 2)]!) },
      { figure: 'save → new title in the HTML, max', s: s(sorted[sorted.length - 1]!) },
    ]);
    console.log(
      'Resident memory of the dev process and its children (Goal: after 100 edits ≤ 100 MB above the first page)',
    );
    console.table(rss);
  } finally {
    project.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await devLoop(Number(process.argv[2] ?? process.env.BENCH_DEV_EDITS ?? 10));
