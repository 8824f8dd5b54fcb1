/**
 * A copy of a build with every script removed (the peer Lighthouse measures promo's pages against,
 * bench/lighthouse.ts): the same files, and in each HTML page no <script> element (the boot script, the
 * schedule's head script, the boot data) and no module preload. The same server serves it.
 */
import { cpSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The page without its scripts. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, '');
}

/** Copies the build folder `from` (with client/ inside) to `to`, every HTML page without scripts; returns the pages rewritten. */
export function scriptFreeCopy(from: string, to: string): number {
  rmSync(to, { recursive: true, force: true });
  // dist is a link to the build's folder: copy what it points to, never the link (the rewrite would reach the build).
  cpSync(realpathSync(from), to, { recursive: true, dereference: true });
  let pages = 0;
  for (const e of readdirSync(join(to, 'client'), { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const file = join(e.parentPath, e.name);
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    pages++;
  }
  return pages;
}
