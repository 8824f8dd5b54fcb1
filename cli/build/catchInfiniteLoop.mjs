// Stands in for Vike's `catchInfiniteLoop` in the render workers (see renderWorkerHooks.mjs), with
// Vike's own assert functions, loaded beside Vike's module (named by `?of=`): see loopCheck.mjs.
import { loopCheck } from './loopCheck.mjs';

const of = new URL(import.meta.url).searchParams.get('of');
if (!of) throw new Error('catchInfiniteLoop.mjs is loaded by renderWorkerHooks.mjs only');
const { assertUsage, assertWarning } = await import(new URL('./assert.js', of).href);
const { humanizeTime } = await import(new URL('./humanizeTime.js', of).href);

export const catchInfiniteLoop = loopCheck({ assertUsage, assertWarning, humanizeTime });
