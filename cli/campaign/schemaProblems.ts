/** Turns ajv errors into Problems that point at the offending YAML node and say what to do. */
import type { ErrorObject } from 'ajv';
import type { Problem } from './Problem.ts';
import { locate, pointer, splitPointer, type Segment } from './locate.ts';
import type { ParsedYaml } from './parseYamlSafely.ts';
import { closest, didYouMean } from './didYouMean.ts';

/** A value as the manager wrote it: YAML's .nan and .inf are not JSON (JSON.stringify would say null). */
const show = (v: unknown) =>
  typeof v === 'string'
    ? `"${v}"`
    : typeof v === 'number' && !Number.isFinite(v)
      ? Number.isNaN(v)
        ? '.nan'
        : v > 0
          ? '.inf'
          : '-.inf'
      : JSON.stringify(v);
const typeName = (v: unknown) =>
  v === null ? 'nothing (null)' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a map' : `a ${typeof v}`;
/** MAX_LISTED choices or fewer are listed in full; of a longer list, only the closest few. */
export const MAX_LISTED = 10;
/** "Did you mean …?" and the choices worth reading, for a value or key that is not allowed. */
function suggest(word: unknown, allowed: readonly unknown[], what: string): string {
  const names = allowed.map(String);
  const guess = typeof word === 'string' ? didYouMean(word, names) : undefined;
  const mean = guess !== undefined ? ` Did you mean "${guess}"?` : '';
  if (names.length <= MAX_LISTED) return `${mean} ${what}: ${names.join(', ')}.`;
  if (guess !== undefined) return mean;
  return typeof word === 'string'
    ? ` Closest matches: ${closest(word, names).join(', ')}.`
    : ` ${what}: ${names.slice(0, MAX_LISTED).join(', ')} and ${names.length - MAX_LISTED} more.`;
}

/** A value written in words or with separators where a number belongs: say how to write it. */
function numberMessage(type: string, data: unknown, schemaDesc?: string): string {
  const whole = type === 'integer';
  const example = whole ? '20' : '2500 or 12.5';
  const digits = typeof data === 'string' ? data.replace(/[\s,_']/g, '') : '';
  const found = typeof data === 'string' ? `"${data}"` : typeName(data);
  const fix =
    typeof data === 'string' && digits !== '' && Number.isFinite(Number(digits))
      ? ` Write it as ${Number(digits)}: digits only, no quotes or separators.`
      : ` Write it in digits, e.g. ${example}.`;
  return `Expected ${whole ? 'a whole number' : 'a number'} here, found ${found}.${fix}${schemaDesc ? ` ${schemaDesc}` : ''}`;
}

/** "Expected …, found …" for lists, text and yes/no, with the usual cause. */
function expectedType(type: string, data: unknown): string {
  const found = typeof data === 'string' ? `"${data.length > 60 ? `${data.slice(0, 57)}…` : data}"` : typeName(data);
  if (type === 'array') return `Expected a list here (each item on its own line, starting with "- "), found ${found}.`;
  if (type === 'boolean')
    return `Expected true or false here, found ${found}.${typeof data === 'string' ? ' Write true or false without quotes (yes and no are text).' : ''}`;
  if (type === 'string' && data !== null && typeof data === 'object')
    return `Expected text here, found ${found}. Text that starts with [ or { must be in quotes.`;
  if (type === 'string')
    return `Expected text here, found ${found}.${data === null ? ' Write the text, or remove the key.' : ''}`;
  return `Expected ${type.replace(',', ' or ')}, found ${found}.`;
}

/** A number, text or list outside its limits, said the way a manager would fix it. */
function limitMessage(keyword: string, limit: number, data: unknown): string {
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  // .nan fails every comparison: it is not "too small", it is no number at all.
  if (typeof data === 'number' && Number.isNaN(data))
    return '.nan (not a number) cannot be used here: write a number in digits, e.g. 50.';
  if (data === Infinity || data === -Infinity)
    return `${show(data)} (infinity) cannot be used here: write a number in digits${keyword.endsWith('aximum') ? `, at most ${limit}` : ''}.`;
  switch (keyword) {
    case 'minimum':
      return `${show(data)} is too small here: the least allowed is ${limit}.`;
    case 'exclusiveMinimum':
      return `${show(data)} is too small here: it must be more than ${limit}.`;
    case 'maximum':
      return `${show(data)} is too large here: the most allowed is ${limit}.`;
    case 'exclusiveMaximum':
      return `${show(data)} is too large here: it must be less than ${limit}.`;
    case 'minLength':
      return String(data) === ''
        ? 'This text is empty. Write it.'
        : `This text is too short: write at least ${n(limit, 'character')}.`;
    case 'maxLength':
      return `This text is ${n(String(data).length, 'character')} long; at most ${limit} fit here. Shorten it.`;
    case 'minItems':
      return limit === 1
        ? 'This list is empty. Add an item, or remove the key.'
        : `This list needs at least ${n(limit, 'item')}.`;
    default:
      return `This list has ${n(Array.isArray(data) ? data.length : 0, 'item')}; at most ${limit} fit here.`;
  }
}

/** message; `at`: where to point (with aim); `path`: the key path reported. */
interface Described {
  message: string;
  at: Segment[];
  aim: 'value' | 'key';
  path?: Segment[] /** the known key a misspelt one stands for */;
  meant?: string;
}

function describe(e: ErrorObject): Described {
  const base = splitPointer(e.instancePath);
  const p = e.params as Record<string, unknown>;
  const schemaDesc = (e.parentSchema as { description?: string } | undefined)?.description;
  switch (e.keyword) {
    case 'required': {
      const key = String(p.missingProperty);
      const where = base.length ? `"${base[base.length - 1]}"` : 'the file';
      return {
        message: `Missing required key "${key}" in ${where}. Add "${key}:" here.`,
        at: base,
        aim: 'value',
        path: [...base, key],
      };
    }
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {});
      const hint = allowed.length ? suggest(key, allowed, 'Allowed keys here') : ' No keys are allowed here.';
      return {
        message: `Unknown key "${key}".${hint}`,
        at: [...base, key],
        aim: 'key',
        meant: didYouMean(key, allowed),
      };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const hint = suggest(e.data, allowed, 'Use one of');
      return {
        message: `${show(e.data)} is not allowed here.${hint}${schemaDesc && !hint.includes('Did you mean') ? ` (${schemaDesc.replace(/\.$/, '')}.)` : ''}`,
        at: base,
        aim: 'value',
      };
    }
    case 'type':
      if (p.type === 'integer' || p.type === 'number')
        return { message: numberMessage(String(p.type), e.data, schemaDesc), at: base, aim: 'value' };
      if (p.type === 'object' && (e.data === null || typeof e.data !== 'object')) {
        const keys = (e.parentSchema as { required?: string[] } | undefined)?.required ?? [];
        const example = keys.length ? ` Write it as { ${keys.map((k) => `${k}: …`).join(', ')} }.` : '';
        return {
          message: `Expected a map (key: value pairs) here, found ${typeName(e.data)}.${example}${schemaDesc ? ` ${schemaDesc}` : ''}`,
          at: base,
          aim: 'value',
        };
      }
      return {
        message: `${expectedType(String(p.type), e.data)}${schemaDesc ? ` ${schemaDesc}` : ''}`,
        at: base,
        aim: 'value',
      };
    case 'pattern':
      return {
        message: `${show(e.data)} has the wrong format.${schemaDesc ? ` ${schemaDesc}` : ` It must match ${String(p.pattern)}.`}`,
        at: base,
        aim: 'value',
      };
    case 'propertyNames':
      return { message: `A key here has the wrong format.${schemaDesc ? ` ${schemaDesc}` : ''}`, at: base, aim: 'key' };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return {
        message: `${limitMessage(e.keyword, Number(p.limit), e.data)}${schemaDesc ? ` ${schemaDesc}` : ''}`,
        at: base,
        aim: 'value',
      };
    case 'uniqueItems':
      return {
        message: `Items ${p.j} and ${p.i} of this list are the same; each value may appear once.`,
        at: [...base, Number(p.i)],
        aim: 'value',
      };
    default:
      return {
        message: `${show(e.data)}: ${e.message ?? 'is not valid'}.${schemaDesc ? ` ${schemaDesc}` : ''}`,
        at: base,
        aim: 'value',
      };
  }
}

export function schemaProblems(
  errors: readonly ErrorObject[],
  parsed: ParsedYaml,
  file: string,
  prefix: Segment[] = [],
): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  const described = errors
    .filter((e) => e.keyword !== 'if' && e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
    .map((e) => ({ e, ...describe(e) }));
  // A misspelt required key ("english:" for "en:") is one mistake: keep "did you mean", drop "missing".
  const misspelt = new Set(
    described.filter((d) => d.meant !== undefined).map((d) => pointer([...d.at.slice(0, -1), d.meant!])),
  );
  for (const { e, message, at, aim, path } of described) {
    const keyPath = pointer([...prefix, ...(path ?? at)]);
    if (e.keyword === 'required' && misspelt.has(pointer(path ?? at))) continue;
    const pos = locate(parsed.doc, parsed.lc, [...prefix, ...at], aim);
    const id = `${keyPath}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ file, ...pos, path: keyPath, code: `schema/${e.keyword}`, message, severity: 'error' });
  }
  return out;
}
