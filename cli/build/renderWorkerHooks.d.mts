/** Types of renderWorkerHooks.mjs (a Node module `resolve` hook). */
export function resolve(specifier: string, context: object, next: (specifier: string, context: object) => Promise<{ url: string }>): Promise<{ url: string; format?: string; shortCircuit?: boolean }>;
