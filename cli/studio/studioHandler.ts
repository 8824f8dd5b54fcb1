/**
 * The studio's one request handler: every request is first checked to come from the studio itself
 * (ownOrigin.ts); then the sandbox operator API under /sandbox-api/, the studio's page, script, style
 * and API under /studio/, and everything else to the preview (the `promo dev` machinery, when mounted).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { foreignRequest } from './ownOrigin.ts';
import { API, shotFile, type StudioDeps } from './studioApi.ts';
import { StudioRequestError } from './campaignPath.ts';
import { forwardToMount, type Mount } from '../serve/mountAtPrefix.ts';
import { MAX_FILE_BYTES } from '../campaign/checkProject.ts';
import { IMAGE_LIMITS } from '../campaign/imageLimits.ts';
import { uploadImage } from './uploadImage.ts';
import type { ClientFiles } from './clientBundle.ts';

export interface StudioHandlerOptions {
  /** The Host values the studio answers to (ownOrigin.ts). */
  hosts: () => readonly string[];
  sandbox?: Mount;
  /** The preview: Vite's middlewares with Vike (`promo dev`'s), or absent (the preview screen then says so). */
  preview?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The client's scripts and style (clientBundle.ts). */
  client: () => Promise<ClientFiles>;
  /** `promo studio --at`: the stopped clock (ms), written into the page for the preview's default moment. */
  at?: number;
}

/**
 * The studio page's CSP: its own scripts only. The code editor (CodeMirror) writes its styles into a
 * <style> element, allowed by a nonce made per page load, which the page's script tag carries.
 */
const pageCsp = (nonce: string) =>
  `default-src 'none'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; frame-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const page = (nonce: string, at?: number) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Promo studio</title><link rel="stylesheet" href="/studio/app.css"></head>
<body><div id="studio"${at === undefined ? '' : ` data-at="${new Date(at).toISOString()}"`}></div><script type="module" src="/studio/app.js" nonce="${nonce}"></script></body>
</html>
`;

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extra,
  });
  res.end(body);
}
const json = (res: ServerResponse, status: number, data: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(data));

/**
 * The request's bytes, refused (413) past `limit`: at once when its Content-Length says so, else when
 * that many have come. The rest is read and dropped, never cut off: a client still sending when the
 * answer goes out would see its connection reset instead of the 413 (the request stream is not destroyed).
 */
function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new StudioRequestError(413, 'The request is too large (an image: at most 2 MB).');
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  // A campaign file is at most MAX_FILE_BYTES; the JSON around it adds little.
  const raw = await readRaw(req, MAX_FILE_BYTES * 2 + 65536);
  const size = raw.length;
  if (!size) return {};
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
    throw new StudioRequestError(415, 'Send JSON (Content-Type: application/json).');
  try {
    const body = JSON.parse(raw.toString('utf8'));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw new StudioRequestError(400, 'The request body is not a JSON object.');
  }
}

export function studioHandler(deps: StudioDeps, opts: StudioHandlerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const refused = foreignRequest(req.headers, opts.hosts());
    if (refused) return send(res, 403, 'text/plain; charset=utf-8', `${refused}\n`);
    const url = new URL(req.url ?? '/', 'http://studio');
    try {
      if (opts.sandbox && forwardToMount(opts.sandbox, req, res)) return;
      if (url.pathname === '/' || url.pathname === '/studio')
        return send(res, 302, 'text/plain', '', { location: '/studio/' });
      if (url.pathname === '/studio/') {
        const nonce = randomBytes(16).toString('base64');
        return send(res, 200, 'text/html; charset=utf-8', page(nonce, opts.at), {
          'content-security-policy': pageCsp(nonce),
        });
      }
      const script = /^\/studio\/((?:app|chunk-[A-Z0-9]+)\.js)$/.exec(url.pathname);
      if (script) {
        const js = (await opts.client()).scripts.get(script[1]!);
        if (js !== undefined) return send(res, 200, 'text/javascript; charset=utf-8', js);
      }
      if (url.pathname === '/studio/app.css')
        return send(res, 200, 'text/css; charset=utf-8', (await opts.client()).css);
      if (url.pathname === '/studio/shot.png') {
        const file = shotFile(deps.root, url.searchParams.get('slug') ?? '');
        if (!file) return send(res, 404, 'text/plain', 'No screenshot.\n');
        return send(res, 200, 'image/png', await readFile(file));
      }
      if (url.pathname === '/studio/api/upload' && req.method === 'POST') {
        const bytes = await readRaw(req, IMAGE_LIMITS.bytes);
        const path = await uploadImage(deps.root, url.searchParams.get('name') ?? '', bytes, deps.createFile);
        return json(res, 200, { path });
      }
      if (url.pathname.startsWith('/studio/api/')) {
        const call = API[`${req.method} ${url.pathname.slice('/studio/api/'.length)}`];
        if (!call) return json(res, 404, { error: `No such studio call: ${req.method} ${url.pathname}` });
        const body = req.method === 'POST' ? await readBody(req) : {};
        return json(res, 200, await call(deps, url.searchParams, body));
      }
      if (opts.preview) return opts.preview(req, res, () => send(res, 404, 'text/plain', 'Not found.\n'));
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found (the preview is off).\n');
    } catch (e) {
      if (e instanceof StudioRequestError) return json(res, e.status, { error: e.message });
      if ((e as NodeJS.ErrnoException)?.code === 'ENOENT') return json(res, 404, { error: 'No such campaign file.' });
      return json(res, 500, { error: e instanceof Error ? e.message : String(e) });
    }
  };
}
