/** Types of renderWorkerHooks.mjs (a Node module hook, plain JavaScript so Node loads it as is). */
export function resolve(
  specifier: string,
  context: object,
  next: (specifier: string, context: object) => Promise<{ url: string; format?: string }>,
): Promise<{ url: string; format?: string; shortCircuit?: boolean }>;
