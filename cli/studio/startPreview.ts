/**
 * The studio's preview: `promo dev`'s Vite with Vike in middleware mode on the studio's own server (its
 * hot reload on the same port), with the studio's drafts and the sandbox operator API. `promo studio`
 * starts it behind its own screens: the campaigns list, New and Edit answer at once, and a preview
 * request waits until Vite is ready (503 with the reason if it could not start).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { studioDraftsPlugin, type StudioDraftsApi } from './previewDrafts.ts';
import { renderPreview } from './renderPreview.ts';
import { devApiPlugin } from '../site/vitePluginDevApi.ts';
import { SANDBOX_PREFIX } from '../serve/sandboxPrefix.ts';

export type PreviewHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StartedPreview {
  /** Answers a request with the preview once Vite is ready. */
  handle: PreviewHandler;
  /** Resolves when Vite is ready (rejects if it could not start). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

export function startPreview(
  root: string,
  opts: { server: Server; drafts: StudioDraftsApi; sandbox: FastifyInstance | null; now: () => number },
): StartedPreview {
  const starting = (async () => {
    const { dev } = await import('vike/api');
    const { inlineDevConfig } = await import('../site/viteConfig.ts');
    const { viteServer } = await dev({
      viteConfig: inlineDevConfig(
        root,
        { middlewareMode: true, hmr: { server: opts.server } },
        [
          studioDraftsPlugin(opts.drafts),
          ...(opts.sandbox ? [devApiPlugin({ mount: { prefix: SANDBOX_PREFIX, app: opts.sandbox } })] : []),
        ],
        opts.now,
      ),
    });
    return viteServer;
  })();
  const ready = starting.then(() => undefined);
  // Reported by `ready`'s holder; a request meanwhile gets the reason.
  ready.catch(() => undefined);
  return {
    ready,
    handle: (req, res, next) => {
      starting.then(
        (viteServer) =>
          viteServer.middlewares(req, res, () => {
            if (res.headersSent) return next();
            renderPreview(req, res).catch((e: unknown) => {
              viteServer.config.logger.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
              next();
            });
          }),
        (e: unknown) => {
          res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
          res.end(`The preview did not start: ${e instanceof Error ? e.message : String(e)}\n`);
        },
      );
    },
    close: async () => {
      const viteServer = await starting.catch(() => undefined);
      await viteServer?.close();
    },
  };
}
