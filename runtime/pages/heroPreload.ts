import type { PageData } from '../../model/Site.ts';
import { HERO_IMAGE_SIZES } from '../components/heroImageSizes.ts';

/**
 * The page's largest paint, the hero image, for a <link rel="preload"> in <head>: its best format
 * (AVIF; a browser without AVIF skips the preload by its type and loads the WebP from the <picture>).
 */
export function heroPreload(data: PageData | undefined): { type: string; srcset: string; sizes: string } | null {
  const hero = (data?.campaign.params as { heroImage?: unknown } | undefined)?.heroImage;
  const image = typeof hero === 'string' ? data?.images?.[hero] : undefined;
  const best = image?.sources[0];
  return best ? { type: best.type, srcset: best.srcset, sizes: HERO_IMAGE_SIZES } : null;
}
