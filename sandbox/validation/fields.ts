/** Lenient readers for form fields that arrive as JSON, form data or query strings. */

export const isTicked = (v: unknown) => v === true || v === 1 || v === 'true' || v === '1' || v === 'on';

/** A non-empty string (numbers accepted), else null. */
export function optionalText(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && v.trim() !== '' && v !== 'undefined' && v !== 'null') return v.trim();
  return null;
}

/** A positive integer id; null for absent, empty or 0 ("play without bonus"); NaN for garbage. */
export function optionalId(v: unknown): number | null {
  if (v === undefined || v === null || v === '' || v === 0 || v === '0' || v === false) return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isInteger(n) && n > 0 ? n : NaN;
}

export function stringList(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v === 'string' && v)
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [];
}

export const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
