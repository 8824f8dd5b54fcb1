/** Renders the key art (keyArt.ts) to JPEG sources under campaigns/assets/. Run: `node_modules/.bin/tsx art/renderKeyArt.ts`. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { KEY_ART } from './keyArt.ts';

const assets = fileURLToPath(new URL('../campaigns/assets/', import.meta.url));
for (const art of KEY_ART) {
  const out = join(assets, art.file);
  await mkdir(dirname(out), { recursive: true });
  const jpeg = await sharp(Buffer.from(art.svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  await writeFile(out, jpeg);
  console.log(`${art.file}: ${Math.round(jpeg.byteLength / 1024)} KB (for ${art.campaign})`);
}
