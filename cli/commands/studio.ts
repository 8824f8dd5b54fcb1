/**
 * `promo studio`: the campaign manager's screen (cli/studio/) on one port: the campaigns list, New,
 * Edit with the form, the YAML and the preview, Publish. The preview is `promo dev`'s machinery (Vite
 * with Vike, in middleware mode on the same server, its hot reload on the same port: studio/startPreview.ts,
 * started behind the studio's own screens, which answer at once), the checks run in a worker thread
 * (studio/workerProject.ts), the sandbox
 * operator API is mounted under /sandbox-api/ as `promo dev` does. Only requests to its own address
 * and from its own pages are answered (studio/ownOrigin.ts).
 */
import { createServer, type Server } from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { nodeFs } from '../campaign/ProjectFs.ts';
import { SANDBOX_PREFIX } from '../serve/sandboxPrefix.ts';
import { sandboxBanner } from '../serve/sandboxBanner.ts';
import { startSandbox } from '../serve/startSandbox.ts';
import { stopOnSignals } from '../serve/stopOnSignals.ts';
import { assertPortFree } from '../serve/assertPortFree.ts';
import { replaceAtomically } from '../files/replaceAtomically.ts';
import { createExclusive } from '../files/createExclusive.ts';
import { fileCheckCache } from '../campaign/checkCache.ts';
import { CACHES } from '../cacheRegistry.mjs';
import { studioProject } from '../studio/studioProject.ts';
import { studioHandler } from '../studio/studioHandler.ts';
import { ownHosts } from '../studio/ownOrigin.ts';
import { clientBundle } from '../studio/clientBundle.ts';
import { draftFs } from '../studio/draftFs.ts';
import { gitIn } from '../studio/publishToGit.ts';
import type { StudioDraftsApi } from '../studio/previewDrafts.ts';
import type { StudioDeps } from '../studio/studioApi.ts';
import { startPreview, type StartedPreview } from '../studio/startPreview.ts';
import { studioWorkerFile, workerProject } from '../studio/workerProject.ts';
import { latestRun } from '../studio/latestRun.ts';

export interface StudioOptions {
  port: number;
  host: string;
  sandbox?: boolean;
  /** Without the preview (no Vite): the list, edit, new and publish only. */
  preview?: boolean;
  data?: string;
  controlToken?: string;
  /** The studio's clock stopped at this moment (ms): the list's statuses, the checks, and the preview planned and shown as at it. */
  at?: number;
}

export interface RunningStudio {
  server: Server;
  origin: string;
  close: () => Promise<void>;
  /** Resolves when the preview (Vite) is ready: it starts after the studio answers. */
  previewReady?: Promise<void>;
}

export async function runStudio(
  root: string,
  opts: StudioOptions,
  out: (s: string) => void,
  err: (s: string) => void = (s) => void process.stderr.write(s),
): Promise<RunningStudio> {
  const stopper = stopOnSignals();
  if (opts.port !== 0) await assertPortFree(opts.port, opts.host, '--port');
  let sandbox: FastifyInstance | null = null;
  let controlToken = '';
  if (opts.sandbox !== false)
    ({ app: sandbox, controlToken } = await startSandbox({ data: opts.data, controlToken: opts.controlToken }));
  const drafts: StudioDraftsApi = { fs: draftFs(nodeFs) };
  // The checks in a worker thread when the CLI is compiled (workerProject.ts), else in-process.
  const workerFile = studioWorkerFile();
  const worker = workerFile ? workerProject(workerFile, root, nodeFs) : undefined;
  const project = worker ?? studioProject(root, nodeFs);
  // The preview plans the newest drafts: one plan at a time, then one of whatever came meanwhile.
  // Each plan takes the files drafted since the last one: only those campaigns are checked and planned again.
  const drafted = new Set<string>();
  const replan = latestRun(async () => {
    const files = [...drafted];
    drafted.clear();
    await drafts.reload?.(files);
  });
  const deps: StudioDeps = {
    root,
    project,
    now: opts.at === undefined ? Date.now : () => opts.at!,
    replaceFile: replaceAtomically,
    createFile: createExclusive,
    removeFile: (f) => rm(f, { force: true }),
    git: gitIn(root),
    // Read, never written here: the preview's dev plugin in this process writes it (studioProject.ts).
    cache: { load: () => fileCheckCache(join(root, CACHES.checkCache.path)).load(), save: async () => undefined },
    draft: async (file, text) => {
      if (text === undefined) {
        // Nothing drafted: the preview already shows the file.
        if (!drafts.fs.drafts.delete(file)) return;
      } else drafts.fs.drafts.set(file, text);
      drafted.add(file);
      // A draft with errors leaves the preview at the last text without them.
      await replan().catch(() => undefined);
    },
  };
  let port = opts.port;
  const server = createServer();
  let preview: StartedPreview | undefined;
  const handler = studioHandler(deps, {
    hosts: () => ownHosts(opts.host, port),
    ...(sandbox && { sandbox: { prefix: SANDBOX_PREFIX, app: sandbox } }),
    preview: (req, res, next) => (preview ? preview.handle(req, res, next) : next()),
    client: clientBundle(),
    ...(opts.at !== undefined && { at: opts.at }),
  });
  server.on('request', (req, res) => void handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  // The checker loaded and the campaigns' results read while Vite starts, not at the first screen or keystroke.
  void project.rows(deps.now()).catch(() => undefined);
  // The preview (Vite) starts behind the studio's own screens, which answer meanwhile.
  preview = opts.preview === false ? undefined : startPreview(root, { server, drafts, sandbox, now: deps.now });
  preview?.ready.catch((e: unknown) =>
    err(
      `✖ The preview did not start (the studio's other screens work): ${e instanceof Error ? e.message : String(e)}\n`,
    ),
  );
  const close = async () => {
    await preview?.close();
    await worker?.close();
    await new Promise<void>((r) => server.close(() => r()));
    await sandbox?.close();
  };
  stopper.closing(close);
  const origin = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  out(
    `✔ Promo studio at ${origin}/studio/ — campaigns, new, edit with preview, publish (the preview starts meanwhile).\n` +
      (sandbox
        ? sandboxBanner({
            apiBase: `${origin}${SANDBOX_PREFIX}/`,
            host: opts.host,
            port,
            controlToken,
            tokenFromEnv: !!opts.controlToken,
            data: opts.data,
          })
        : ''),
  );
  return { server, origin, close, ...(preview && { previewReady: preview.ready }) };
}
