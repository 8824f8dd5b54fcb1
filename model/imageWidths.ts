/**
 * The image widths of the spec (9: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536): the ladder
 * every responsive image of the site is encoded in (cli/build/images.ts), each no wider than its source.
 */
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
