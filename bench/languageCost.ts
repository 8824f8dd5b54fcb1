/**
 * What pre-rendering pages in their campaign's languages costs (issue 23, docs/languages.md): the
 * build before (BENCH_LANG_BEFORE, a git revision, default the commit before the language pages) and
 * this checkout, each in a throw-away copy, their builds alternated: the repository's campaigns and
 * 5,000 generated ones (`--full`: time, pages, disk of one build), the rebuild after editing one
 * campaign at 5,000, and every language (all 16 declared in each campaign's `languages:`) on the
 * repository and on 1,000 generated campaigns; the marginal ms and bytes per page-variant; and whether
 * the pages both builds make are byte for byte the same. `BENCH_ONLY=languages npm run bench`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { median } from 'simple-statistics';
import { build, editOne, generate, project } from './buildBench.ts';
import { LOCALES } from '../model/codes.ts';
import { LANG_SEGMENT } from '../model/pageLanguage.ts';

const REPO = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const BEFORE = process.env.BENCH_LANG_BEFORE ?? '12fbd58';
/** Generated campaigns for the scale figures, and for every language (0: not measured). */
const SCALE = Number(process.env.BENCH_LANG_CAMPAIGNS ?? 5000);
const EVERY_SCALE = Number(process.env.BENCH_LANG_EVERY_CAMPAIGNS ?? 1000);

/** The sources of revision `rev` in a temporary folder. */
function sourcesAt(rev: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'promo-bench-before-'));
  execFileSync('sh', ['-c', `git -C ${REPO} archive ${rev} | tar -x -C ${dir}`]);
  return dir;
}

/** Files and bytes of the build dist/ points at (its client folder), and its pages (index.html files). */
function disk(dir: string): { bytes: number; pages: number } {
  let bytes = 0;
  let pages = 0;
  const client = join(realpathSync(join(dir, 'dist')), 'client');
  for (const f of readdirSync(client, { recursive: true })) {
    const st = statSync(join(client, String(f)));
    if (!st.isFile()) continue;
    bytes += st.size;
    if (String(f).endsWith('index.html')) pages++;
  }
  return { bytes, pages };
}

/** Every campaign file declares all 16 languages. */
function everyLanguage(dir: string) {
  const folder = join(dir, 'campaigns');
  for (const f of readdirSync(folder).filter((x) => x.endsWith('.yaml') && x !== 'campaign.schema.json')) {
    const file = join(folder, f);
    const text = readFileSync(file, 'utf8').replace(/^languages: .*\n/m, '');
    writeFileSync(file, text.replace(/^template: (.*)$/m, `template: $1\nlanguages: [${LOCALES.join(', ')}]`));
  }
}

/** Whether the pages of `a` are byte for byte those of `b` at the same paths (b's other-language pages aside). */
function samePages(a: string, b: string): { same: number; differ: string[] } {
  const ca = join(realpathSync(join(a, 'dist')), 'client');
  const cb = join(realpathSync(join(b, 'dist')), 'client');
  const differ: string[] = [];
  let same = 0;
  for (const f of readdirSync(ca, { recursive: true }).map(String)) {
    if (!f.endsWith('index.html') || f.includes(LANG_SEGMENT)) continue;
    if (readFileSync(join(ca, f)).equals(readFileSync(join(cb, f)))) same++;
    else differ.push(f);
  }
  return { same, differ };
}

const mb = (n: number) => (n / 1e6).toFixed(0);
const s1 = (n: number) => n.toFixed(1);
type Figure = { s: number; pages: number; bytes: number; all: number[] };

/** `runs` alternated --full builds of both copies (their first builds apart): median seconds, pages, disk. */
function alternate(dirs: string[], runs: number, ...extra: string[]): Figure[] {
  const all: number[][] = dirs.map(() => []);
  for (let i = 0; i < runs; i++) for (const [k, dir] of dirs.entries()) all[k]!.push(build(dir, '--full', ...extra).s);
  return dirs.map((dir, k) => ({ s: median(all[k]!), all: all[k]!, ...disk(dir) }));
}

export async function languageCost(): Promise<void> {
  const load = () => loadavg()[0]!.toFixed(1);
  const before = sourcesAt(BEFORE);
  const dirs = [project(before), project()];
  rmSync(before, { recursive: true, force: true });
  const rows: Record<string, string>[] = [];
  const print = (r: Record<string, string>) => {
    rows.push(r);
    console.log(JSON.stringify(r));
  };
  const row = (figure: string, [b, a]: Figure[], note = '') =>
    print({
      figure,
      before: `${s1(b!.s)} s, ${b!.pages} pages, ${mb(b!.bytes)} MB`,
      after: `${s1(a!.s)} s, ${a!.pages} pages, ${mb(a!.bytes)} MB`,
      'ms / extra page': (((a!.s - b!.s) * 1000) / (a!.pages - b!.pages || 1)).toFixed(2),
      'KB / extra page': ((a!.bytes - b!.bytes) / 1024 / (a!.pages - b!.pages || 1)).toFixed(1),
      runs: `${b!.all.map(s1).join(' ')} | ${a!.all.map(s1).join(' ')}${note}`,
      load: load(),
    });
  try {
    for (const dir of dirs) build(dir, '--full'); // bundle caches warm
    const repo = alternate(dirs, RUNS);
    row(`repo (198 campaigns), --full`, repo);
    const same = samePages(dirs[0]!, dirs[1]!);
    console.log(`Pages both builds make (repo): ${same.same} the same, ${same.differ.length} differ`);
    // Every language on the repository, this checkout only (against its own default).
    everyLanguage(dirs[1]!);
    const every = alternate([dirs[1]!], RUNS)[0]!;
    row('repo, every language declared (after) vs default (before = after default)', [repo[1]!, every]);
    for (const dir of dirs)
      execFileSync('sh', ['-c', `cp ${REPO}/campaigns/*.yaml ${dir}/campaigns/ 2>/dev/null; true`]);
    execFileSync('sh', [
      '-c',
      `git -C ${REPO} show ${BEFORE}:campaigns/baccarat.yaml > ${dirs[0]}/campaigns/baccarat.yaml`,
    ]);
    for (const dir of dirs) generate(dir, SCALE);
    const first = dirs.map((dir) => ({ ...build(dir, '--full'), all: [] as number[] }));
    const k5 = alternate(dirs, 1);
    row(`${SCALE} generated campaigns, --full`, k5, ` (first: ${first.map((f) => s1(f.s)).join(' | ')})`);
    const edits: number[][] = [[], []];
    for (let i = 0; i < RUNS; i++)
      for (const [k, dir] of dirs.entries()) {
        editOne(dir, i);
        edits[k]!.push(build(dir).s);
      }
    print({
      figure: `rebuild after editing one campaign (${SCALE} generated), goal ≤ 2 s`,
      before: `${s1(median(edits[0]!))} s`,
      after: `${s1(median(edits[1]!))} s`,
      runs: `${edits[0]!.map(s1).join(' ')} | ${edits[1]!.map(s1).join(' ')}`,
      load: load(),
    });
    // Every language at EVERY_SCALE generated campaigns (16 pages each), against the default there.
    if (EVERY_SCALE) {
      generate(dirs[1]!, EVERY_SCALE);
      build(dirs[1]!, '--full');
      const k1 = alternate([dirs[1]!], 1)[0]!;
      everyLanguage(dirs[1]!);
      build(dirs[1]!, '--full');
      const k1every = alternate([dirs[1]!], 1)[0]!;
      row(`${EVERY_SCALE} generated, every language (after) vs default (before = after default)`, [k1, k1every]);
    }
    console.log(
      `\nLanguages (issue 23): before ${BEFORE}, after this checkout; wall clock incl. process start; disk of one build's client/`,
    );
    console.table(rows);
    console.log(`Load (1 min) at the end: ${load()}`);
    console.log(
      `Pages both builds make (repo): ${same.same} byte for byte the same, ${same.differ.length} differ${same.differ.length ? `: ${same.differ.slice(0, 5).join(', ')}` : ''}`,
    );
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
