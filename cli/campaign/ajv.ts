/**
 * ajv for draft 2020-12 with all errors and the failing schema attached. Its compiler is loaded when first
 * needed (a check whose validators' code is kept, validatorCode.ts, never loads it: some 40 ms of a rebuild).
 */
import { createRequire } from 'node:module';
import type { Ajv2020 } from 'ajv/dist/2020.js';

export const AJV_OPTIONS = { allErrors: true, verbose: true, strict: false, allowUnionTypes: true } as const;

const requireFromHere = createRequire(import.meta.url);
/** The Ajv2020 class, loaded at the first call. */
export const loadAjv = () => (requireFromHere('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }).Ajv2020;

export function createAjv() {
  return new (loadAjv())({ ...AJV_OPTIONS });
}
