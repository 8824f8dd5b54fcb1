/**
 * Issue 22, "simplest thing that measures the same": the tap right after load with the runtime's
 * streaming loader (runtime/boot/streamModule.ts: fetch() read as it comes, the dialog's requests one
 * round trip before the runtime's last bytes) against plain `<link rel=modulepreload fetchpriority=high>`
 * for each file, one group after the other as they arrive (preloadInTurn.ts with linkModule alone). Two
 * copies of the project with one campaign (welcome-bonuses, tapCompare.ts's page), the second with the
 * loader swapped in its sources (the bench fails if the lines it swaps are gone), each built, then
 * tapCompare.ts taps both in turn. `node_modules/.bin/tsx bench/loaderCompare.ts` or
 * `BENCH_ONLY=loader npm run bench`; RUNS=n (default 9), MODE=warm for a tap after 6 s idle.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempProject } from '../tests/support/tempProject.ts';

const REPO = resolve(import.meta.dirname, '..');
const CAMPAIGN = 'welcome-bonuses.yaml';

/** Replaces `from` with `to` in a copy's file; throws when `from` is not there (the sources moved on: update the swap). */
function swap(dir: string, file: string, from: string, to: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from))
    throw new Error(`bench/loaderCompare.ts: ${file} no longer has ${JSON.stringify(from)}; update the swap`);
  writeFileSync(path, text.replace(from, to));
}

export async function loaderCompare(): Promise<void> {
  const copies = { stream: tempProject(), link: tempProject() };
  try {
    for (const { dir } of Object.values(copies)) {
      for (const name of readdirSync(join(dir, 'campaigns')))
        if (/\.ya?ml$/.test(name) && name !== CAMPAIGN) rmSync(join(dir, 'campaigns', name));
    }
    swap(
      copies.link.dir,
      'runtime/boot/boot.ts',
      'const stream = files ? streamModule(sizeOfFile(files), link) : link;',
      'const stream = link;',
    );
    swap(
      copies.link.dir,
      'runtime/boot/preloadInTurn.ts',
      "link.crossOrigin = 'anonymous';",
      "link.crossOrigin = 'anonymous';\n      link.setAttribute('fetchpriority', 'high');",
    );
    const outDirs: string[] = [];
    for (const [name, copy] of Object.entries(copies)) {
      const started = performance.now();
      const r = copy.run('build', '--out-dir', `dist-${name}`);
      if (r.code !== 0) throw new Error(`promo build (${name}) failed:\n${r.stdout}${r.stderr}`);
      console.log(`built the ${name} copy in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      outDirs.push(join(copy.dir, `dist-${name}`));
    }
    console.log(
      'stream = runtime/boot/streamModule.ts (as shipped); link = <link rel=modulepreload fetchpriority=high> per file, in turn',
    );
    const r = spawnSync(
      process.execPath,
      [join(REPO, 'node_modules/tsx/dist/cli.mjs'), join(REPO, 'bench/tapCompare.ts'), ...outDirs],
      { cwd: REPO, stdio: 'inherit' },
    );
    if (r.status !== 0) throw new Error(`bench/tapCompare.ts failed (${r.status ?? r.signal})`);
  } finally {
    for (const copy of Object.values(copies)) copy.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await loaderCompare();
