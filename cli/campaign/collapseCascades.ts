/**
 * One root cause, one error. When a schema problem and a rule problem name the same key (or the rule
 * looks inside a value the schema already rejected), only one is reported: the schema's, which says
 * what the value must look like, unless the rule's explains it better in context (a rule finding
 * marked `explains`, e.g. which variants a sign-up dialog has).
 */
import type { Problem } from './Problem.ts';

const within = (path: string, ancestor: string) => path === ancestor || path.startsWith(ancestor + '/');

export function collapseCascades(
  schema: readonly Problem[],
  rules: ReadonlyArray<Problem & { explains?: boolean }>,
): Problem[] {
  const explained = new Set(rules.filter((r) => r.explains).map((r) => r.path));
  const keptSchema = schema.filter((s) => !explained.has(s.path));
  const keptRules = rules.filter((r) => r.explains || !schema.some((s) => s.path && within(r.path, s.path)));
  return [...keptSchema, ...keptRules.map(({ explains: _, ...p }) => p)];
}
