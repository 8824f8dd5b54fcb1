/**
 * A campaign image's content hash as the check cache keys it (probeImage.ts gives the same hash with its
 * measures). Apart from probeImage.ts so that telling an image unchanged (a warm start, `promo dev`) does not
 * load sharp.
 */
import { createHash } from 'node:crypto';
import { AssetRefused, readAsset } from './assetFile.ts';

export const hashOf = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');
/** What stands for a refused file's content: its refusal (so it changes when the file does). */
export const refused = (e: AssetRefused) => `refused:${e.code}:${e.reason}`;

/** The content hash of an asset as readAsset reads it; ENOENT rejects. */
export async function assetFingerprint(dir: string, rel: string): Promise<string> {
  try {
    return hashOf((await readAsset(dir, rel)).bytes);
  } catch (e) {
    if (e instanceof AssetRefused) return refused(e);
    throw e;
  }
}
