/**
 * The names the build itself writes below the base path, which no campaign route may take
 * (cli/campaign/reservedRoutes.ts): a route there would be served as a file of the build, e.g. with a
 * year of immutable caching and no page CSP under assets/.
 */
/** Vite's build folder of hashed scripts and styles (its default `build.assetsDir`). */
export const ASSETS_DIR = 'assets';
/** The campaign images the build encodes (cli/build/images.ts). */
export const IMAGE_DIR = '_img';
