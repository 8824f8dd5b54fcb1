/**
 * A validator whose code ajv generated once and kept in a folder (`.promo/validators/<hash>.cjs`):
 * compiling the campaign schema costs about 300 ms of CPU in every process and every check worker;
 * loading the kept code costs a few. The file is named by a hash of the schema, the ajv version and
 * options, so another schema never loads stale code; it is written atomically, and one that cannot
 * be read back is compiled again. The code is ajv's own standalone output (the same functions
 * `compile` makes), so errors are the same, with the schema parts they cite as plain copies. Loading kept
 * code needs only ajv's small runtime helpers: ajv's compiler is loaded when a validator is compiled.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type standalone from 'ajv/dist/standalone/index.js';
import { AJV_OPTIONS, loadAjv } from './ajv.ts';
import { hashText } from './checkCache.ts';
import { CACHES } from '../cacheRegistry.mjs';

/** Where the CLI keeps generated validator code, relative to the project root. */
export const VALIDATOR_CACHE_DIR = CACHES.validators.path;

const requireFromHere = createRequire(import.meta.url);
const AJV_VERSION = (requireFromHere('ajv/package.json') as { version: string }).version;
/** ajv's standalone code generator, loaded only when a validator is compiled (CommonJS: its export is `default`). */
const standaloneCode = () =>
  (requireFromHere('ajv/dist/standalone/index.js') as { default: typeof standalone }).default;

/** Runs generated CommonJS code and returns what it exports (ajv requires its runtime helpers, e.g. ucs2length). */
function load(code: string): ValidateFunction {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFromHere);
  return module.exports as ValidateFunction;
}

export function cachedValidator(schema: object, dir: string): ValidateFunction {
  const file = join(dir, `${hashText(AJV_VERSION, JSON.stringify(AJV_OPTIONS), JSON.stringify(schema))}.cjs`);
  try {
    return load(readFileSync(file, 'utf8'));
  } catch (e) {
    // Absent (the first run), or damaged (a SyntaxError): compiled again below and written anew.
    if (!(e instanceof Error)) throw e;
  }
  const ajv = new (loadAjv())({ ...AJV_OPTIONS, code: { source: true } });
  const validate = ajv.compile(schema);
  mkdirSync(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, standaloneCode()(ajv, validate));
  renameSync(tmp, file);
  return validate;
}
