/**
 * `npx tsx bench/checkKeys.ts`: how `promo check` time grows with keys in one file (issue 11, finding 3).
 * Checks and formats (text, with code frames) one campaign with N extra keys, in-process, for
 * N = 2,000 … 16,000: once as keys of one nested map (one problem), once as unknown top-level keys
 * (one problem per key). Linear code doubles its time when N doubles; quadratic code quadruples it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkProject } from '../cli/campaign/checkProject.ts';
import { nodeFs } from '../cli/campaign/ProjectFs.ts';
import { formatProblems } from '../cli/format/formatProblems.ts';

const REPO = resolve(import.meta.dirname, '..');
const head = readFileSync(join(REPO, 'campaigns', 'win-with-us.yaml'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'promo-keys-'));

export function keysFile(n: number, shape: 'nested' | 'top'): string {
  const lines: string[] = [head, shape === 'nested' ? 'extra:' : ''];
  for (let i = 0; i < n; i++)
    lines.push(shape === 'nested' ? `  k${String(i).padStart(5, '0')}: v` : `k${String(i).padStart(5, '0')}: v`);
  return lines.join('\n') + '\n';
}

async function time(n: number, shape: 'nested' | 'top') {
  const file = join(dir, `keys-${shape}-${n}.yaml`);
  const text = keysFile(n, shape);
  writeFileSync(file, text);
  const t = performance.now();
  const r = await checkProject({ root: REPO, fs: nodeFs, files: [file] });
  formatProblems(r.problems, 'text', r.sources);
  return {
    shape,
    keys: n,
    kb: Math.round(text.length / 1024),
    problems: r.problems.length,
    seconds: +((performance.now() - t) / 1000).toFixed(2),
  };
}

await time(500, 'top'); // warm-up
const rows = [];
for (const shape of ['nested', 'top'] as const)
  for (const n of [2000, 4000, 8000, 16000]) rows.push(await time(n, shape));
console.table(rows);
rmSync(dir, { recursive: true, force: true });
