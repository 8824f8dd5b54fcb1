/**
 * A small project for `promo studio`'s tests: a temp folder with two campaigns (cash-race and a broken
 * one), the real templates, locales and config, in a Git repository with a bare remote; the studio's
 * handler (no preview: no Vite) on a real HTTP server on a free port, its clock fixed. With `worker`
 * (a bundled cli/studio/studioWorker.ts: support/compiledCheckWorker.ts), its checks run in that worker
 * thread, as the compiled command's do.
 */
import { createServer } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { REPO } from './tempProject.ts';
import { nodeFs } from '../../cli/campaign/ProjectFs.ts';
import { studioProject, type StudioProject } from '../../cli/studio/studioProject.ts';
import { workerProject } from '../../cli/studio/workerProject.ts';
import { studioHandler } from '../../cli/studio/studioHandler.ts';
import { ownHosts } from '../../cli/studio/ownOrigin.ts';
import { gitIn } from '../../cli/studio/publishToGit.ts';
import { clientBundle } from '../../cli/studio/clientBundle.ts';
import { replaceAtomically } from '../../cli/files/replaceAtomically.ts';
import { createExclusive } from '../../cli/files/createExclusive.ts';
import { CACHES } from '../../cli/cacheRegistry.mjs';

export const STUDIO_NOW = Date.parse('2026-11-21T12:00:00Z');

export interface StudioFixture {
  dir: string;
  /** http://127.0.0.1:<port> */
  base: string;
  host: string;
  git: (...args: string[]) => string;
  /** The unsaved drafts the studio has handed the preview, by file. */
  drafts: ReadonlyMap<string, string>;
  close: () => Promise<void>;
}

export async function studioFixture(opts: { worker?: string } = {}): Promise<StudioFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'promo-studio-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  for (const f of ['templates', 'locales']) symlinkSync(join(REPO, f), join(dir, f), 'dir');
  cpSync(join(REPO, 'promo.config.yaml'), join(dir, 'promo.config.yaml'));
  mkdirSync(join(dir, 'campaigns', 'assets', 'key-art'), { recursive: true });
  for (const f of ['campaign.schema.json', 'cash-race.yaml', 'assets/key-art/cash-race.jpg'])
    cpSync(join(REPO, 'campaigns', f), join(dir, 'campaigns', f));
  // The validator code the repository's checks generated (named by the schema's hash): loaded, not compiled again.
  const validators = join(REPO, CACHES.validators.path);
  if (existsSync(validators)) cpSync(validators, join(dir, CACHES.validators.path), { recursive: true });
  writeFileSync(join(dir, 'campaigns', 'broken.yaml'), 'slug: broken\ntemplate: tournament\ntext: {}\n');
  execFileSync('git', ['init', '-q', '-b', 'main', '--bare', join(dir, 'remote.git')]);
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'studio@example.test');
  git('config', 'user.name', 'Studio Test');
  writeFileSync(join(dir, '.gitignore'), 'remote.git\n');
  git('add', '.gitignore', 'campaigns', 'promo.config.yaml');
  git('commit', '-q', '-m', 'start');
  git('remote', 'add', 'origin', join(dir, 'remote.git'));
  // What the preview would show over the files (runStudio hands these to the dev server's plugin).
  const drafts = new Map<string, string>();
  const worker = opts.worker ? workerProject(opts.worker, dir, nodeFs) : undefined;
  const project: StudioProject = worker ?? studioProject(dir, nodeFs);
  const deps = {
    draft: async (file: string, text: string | undefined) => {
      if (text === undefined) drafts.delete(file);
      else drafts.set(file, text);
    },
    root: dir,
    project,
    now: () => STUDIO_NOW,
    replaceFile: replaceAtomically,
    createFile: createExclusive,
    removeFile: async (f: string) => rmSync(f, { force: true }),
    git: gitIn(dir),
  };
  const server = createServer();
  let port = 0;
  // The client is bundled from the CLI's own sources (the temp project has no cli/).
  const client = clientBundle();
  const handler = studioHandler(deps, { hosts: () => ownHosts('127.0.0.1', port), client });
  // Ready as the command is once it has been opened: the client bundled, the project checked once.
  await Promise.all([client(), deps.project.rows(STUDIO_NOW)]);
  server.on('request', (req, res) => void handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  const host = `127.0.0.1:${port}`;
  return {
    dir,
    base: `http://${host}`,
    host,
    git,
    drafts,
    close: async () => {
      await new Promise((r) => server.close(r));
      await worker?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
