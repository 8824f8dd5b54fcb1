/**
 * How wide the hero's offer-card image is shown (the `sizes` of its srcset), from base.css: the
 * offer column is about 452 px from 1200 px; below, the card is min(680px, 100vw − 32px).
 * The build encodes the spec's image widths (model/imageWidths.ts, xs 320 … xxl 1536) for them.
 */
export const HERO_IMAGE_SIZES = '(min-width: 1200px) 452px, (min-width: 712px) 680px, calc(100vw - 32px)';
