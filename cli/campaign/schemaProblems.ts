/** Turns ajv errors into Problems that point at the offending YAML node and say what to do. */
import type { ErrorObject } from 'ajv';
import type { Problem } from './Problem.ts';
import { locate, pointer, splitPointer, type Segment } from './locate.ts';
import type { ParsedYaml } from './parseYamlSafely.ts';
import { didYouMean } from './didYouMean.ts';

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));
const typeName = (v: unknown) => (v === null ? 'nothing (null)' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a map' : `a ${typeof v}`);
const listed = (values: readonly unknown[], max = 16) =>
  values.length > max ? `${values.slice(0, max).map(String).join(', ')}, … (${values.length} in all)` : values.map(String).join(', ');

/** message; `at`: where to point (with aim); `path`: the key path reported. */
interface Described { message: string; at: Segment[]; aim: 'value' | 'key'; path?: Segment[] }

function describe(e: ErrorObject): Described {
  const base = splitPointer(e.instancePath);
  const p = e.params as Record<string, unknown>;
  const schemaDesc = (e.parentSchema as { description?: string } | undefined)?.description;
  switch (e.keyword) {
    case 'required': {
      const key = String(p.missingProperty);
      const where = base.length ? `"${base[base.length - 1]}"` : 'the file';
      return { message: `Missing required key "${key}" in ${where}. Add "${key}:" here.`, at: base, aim: 'value', path: [...base, key] };
    }
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {});
      const guess = didYouMean(key, allowed);
      const hint = guess ? ` Did you mean "${guess}"?` : allowed.length ? ` Allowed keys here: ${listed(allowed)}.` : ' No keys are allowed here.';
      return { message: `Unknown key "${key}".${hint}`, at: [...base, key], aim: 'key' };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const guess = typeof e.data === 'string' ? didYouMean(e.data, allowed.map(String)) : undefined;
      return { message: `${show(e.data)} is not allowed here.${guess ? ` Did you mean "${guess}"?` : ''} Use one of: ${listed(allowed)}.`, at: base, aim: 'value' };
    }
    case 'type':
      return { message: `Expected ${String(p.type).replace(',', ' or ')}, found ${typeName(e.data)}.${schemaDesc ? ` ${schemaDesc}` : ''}`, at: base, aim: 'value' };
    case 'pattern':
      return { message: `${show(e.data)} has the wrong format.${schemaDesc ? ` ${schemaDesc}` : ` It must match ${String(p.pattern)}.`}`, at: base, aim: 'value' };
    case 'propertyNames':
      return { message: `A key here has the wrong format.${schemaDesc ? ` ${schemaDesc}` : ''}`, at: base, aim: 'key' };
    case 'uniqueItems':
      return { message: `Items ${p.j} and ${p.i} of this list are the same; each value may appear once.`, at: [...base, Number(p.i)], aim: 'value' };
    default:
      return { message: `${show(e.data)}: ${e.message ?? 'is not valid'}.${schemaDesc ? ` ${schemaDesc}` : ''}`, at: base, aim: 'value' };
  }
}

export function schemaProblems(errors: readonly ErrorObject[], parsed: ParsedYaml, file: string, prefix: Segment[] = []): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const e of errors) {
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    const { message, at, aim, path } = describe(e);
    const keyPath = pointer([...prefix, ...(path ?? at)]);
    const pos = locate(parsed.doc, parsed.lc, [...prefix, ...at], aim);
    const id = `${keyPath}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ file, ...pos, path: keyPath, code: `schema/${e.keyword}`, message, severity: 'error' });
  }
  return out;
}
