/**
 * `promo dev`'s campaign images: the Vite dev server publishes no folder (vite.config.ts has no
 * publicDir), so this middleware answers `<base><path>` for exactly the images the current campaigns
 * name, read as `promo build` reads them (cli/campaign/assetFile.ts: no link followed, JPEG, PNG, WebP
 * or AVIF by content), with their type, nosniff and the CSP of files. Anything else goes on to Vite.
 */
import { join } from 'node:path';
import type { Connect } from 'vite';
import type { RouteManifest } from '../../model/Site.ts';
import { readImageAsset } from '../campaign/assetFile.ts';
import { campaignImages } from '../campaign/imageRule.ts';
import { FILE_CSP } from '../build/contentSecurityPolicy.ts';

const TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const;

export function devAssets(root: string, current: () => RouteManifest | undefined): Connect.NextHandleFunction {
  const dir = join(root, 'campaigns', 'assets');
  let named: { manifest: RouteManifest; paths: Set<string> } | undefined;
  const namedBy = (manifest: RouteManifest) => {
    if (named?.manifest !== manifest)
      named = {
        manifest,
        paths: new Set(Object.values(manifest.pages).flatMap((p) => campaignImages(p.campaign).map((i) => i.path))),
      };
    return named.paths;
  };
  return (req, res, next) => {
    const manifest = current();
    const path = (req.url ?? '').split('?')[0]!;
    const base = manifest?.site.basePath;
    if (!manifest || !base || (req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(base)) return next();
    // Compared as sent: a %-encoded or otherwise spelled path names no image.
    const rel = path.slice(base.length);
    if (!namedBy(manifest).has(rel)) return next();
    readImageAsset(dir, rel).then(
      ({ bytes, format }) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', TYPES[format]);
        res.setHeader('Content-Length', bytes.byteLength);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', FILE_CSP);
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
      (e: unknown) => {
        // Refused or gone: `promo check` (and the error overlay) say why; the page shows no image.
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Content-Security-Policy', FILE_CSP);
        res.end(`${rel}: ${e instanceof Error ? e.message : String(e)}\n`);
      },
    );
  };
}
