/** A campaign image as the build prepared it: one source per format, each in the widths the layout needs. */
export interface ResponsiveImage {
  /** Intrinsic size of the smallest width: the <img> width/height (its aspect ratio, no layout shift). */
  width: number;
  height: number;
  /** The fallback <img src> (the smallest WebP). */
  src: string;
  /** Best first: AVIF, then WebP. `srcset` lists every width ("…-480.avif 480w, …"). */
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[];
}
