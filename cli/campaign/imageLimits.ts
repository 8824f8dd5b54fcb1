/** The largest campaign image the build takes: 2 MB and 4000 px on the long side (README, imageRule.ts, probeImage.ts). */
export const IMAGE_LIMITS = { bytes: 2 * 1024 * 1024, pixels: 4000 } as const;
