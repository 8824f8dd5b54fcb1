/**
 * Ladle's Vite plugin for campaign images: a page refers to them at the site's base path
 * (`/new-promo/key-art/cash-race.jpg`, as `asset()` in runtime/template/CampaignPage.tsx makes it), and
 * the built site serves them there from campaigns/assets/. `ladle serve` answers the same address from
 * that folder; `ladle build` copies the folder there, so a story shows the campaign's image.
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
};

/** The site's base path from promo.config.yaml (`/new-promo/` when the file does not say). */
export function basePathOf(root: string): string {
  const config = parse(readFileSync(join(root, 'promo.config.yaml'), 'utf8')) as { basePath?: unknown } | null;
  return typeof config?.basePath === 'string' ? config.basePath : '/new-promo/';
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

export function campaignAssets(root: string): Plugin {
  const assets = resolve(root, 'campaigns', 'assets');
  const base = basePathOf(root);
  return {
    name: 'promo:ladle-campaign-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
        if (!path.startsWith(base)) return next();
        const file = resolve(assets, `.${sep}${path.slice(base.length)}`);
        // Only files inside campaigns/assets/: `..` in the address never leaves it.
        if (!file.startsWith(assets + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('content-type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const file of filesUnder(assets)) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.replace(/^\//, '')}${relative(assets, file).split(sep).join('/')}`,
          source: readFileSync(file),
        });
      }
    },
  };
}
