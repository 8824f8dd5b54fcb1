/**
 * Stage 5, assets: the files beside the pages, in the build's client folder: the campaign images the
 * plan prepared (copied from the image cache, which is then pruned to what the last two builds used)
 * and the background worker `sw.js`, named by the pages index and the hashed files (buildWorker.ts).
 */
import { join } from 'node:path';
import { buildWorker } from '../buildWorker.ts';
import { WORKER_FILE } from '../serviceWorkerFile.ts';
import { createExclusive } from '../../files/createExclusive.ts';
import type { PagesIndex } from '../incremental.ts';
import type { RouteManifest } from '../../../model/Site.ts';
import type { CampaignImages } from './planStage.ts';

export interface AssetsInput {
  dir: string;
  manifest: RouteManifest;
  images: Pick<CampaignImages, 'copyInto'>;
  index: PagesIndex;
  /** Where the worker's code is kept between builds (workerBundle.ts); none: bundled afresh. */
  workerCache?: string;
}
export interface Assets {
  /** The background worker's path inside the build folder. */ worker: string;
}

export async function assetsStage({ dir, manifest, images, index, workerCache }: AssetsInput): Promise<Assets> {
  const client = join(dir, 'client');
  await images.copyInto(client);
  const worker = join(client, WORKER_FILE);
  await createExclusive(worker, await buildWorker(manifest, index, client, workerCache));
  return { worker };
}
