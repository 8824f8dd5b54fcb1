// postinstall: npm does not link a package's own "bin" into its node_modules/.bin; do it so
// `npx promo` and `node_modules/.bin/promo` work in this checkout.
import { mkdirSync, symlinkSync, rmSync, existsSync, lstatSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const binDir = join(root, 'node_modules', '.bin');
const link = join(binDir, 'promo');
mkdirSync(binDir, { recursive: true });
try {
  if (lstatSync(link)) rmSync(link);
} catch (e) {
  if (e.code !== 'ENOENT') throw e;
}
symlinkSync(relative(binDir, join(root, 'cli', 'promo.mjs')), link);
if (!existsSync(link)) throw new Error('could not link node_modules/.bin/promo');
