// Node module hooks for `promo build` (registered by cli/build/bundleCache.ts): vike finds its server
// bundle through a path that the last `vike build` on the machine wrote into node_modules
// (@brillout/vite-plugin-server-entry's autoImporter.js). node_modules is shared, so that path may
// name another project's bundle, or a cache folder since renamed. This answers "not set" instead,
// and vike then looks in the outDir it is given: the bundle this build chose.
const AUTO_IMPORTER = '/@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js';
const UNSET = `data:text/javascript,${encodeURIComponent("export const status = 'UNSET';")}`;

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return resolved.url.endsWith(AUTO_IMPORTER) ? { url: UNSET, format: 'module', shortCircuit: true } : resolved;
}
