/** One shared ajv instance for draft 2020-12 with all errors and the failing schema attached. */
import { Ajv2020 } from 'ajv/dist/2020.js';

export const AJV_OPTIONS = { allErrors: true, verbose: true, strict: false, allowUnionTypes: true } as const;

export function createAjv() {
  return new Ajv2020({ ...AJV_OPTIONS });
}
