/** A throw-away copy of this project in a temp folder, and a way to run the real `promo` CLI in it. */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

export const REPO = resolve(import.meta.dirname, '..', '..');
const COPY = ['cli', 'model', 'runtime', 'templates', 'campaigns', 'locales', 'sandbox', 'promo.config.yaml', 'promo.config.schema.json', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export interface TempProject { dir: string; run: (...args: string[]) => { code: number; stdout: string; stderr: string }; cleanup: () => void }

export function tempProject(): TempProject {
  const dir = mkdtempSync(join(tmpdir(), 'promo-test-'));
  for (const entry of COPY) cpSync(join(REPO, entry), join(dir, entry), { recursive: true, filter: (src) => !src.includes('.stories.') });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    run: (...args) => {
      const r = spawnSync(process.execPath, [join(dir, 'cli', 'promo.mjs'), ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 120_000 });
      return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
