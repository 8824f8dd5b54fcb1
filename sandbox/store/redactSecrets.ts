/**
 * What the request log keeps of a secret: a mark `[redacted 1a2b3c4d5e]`, an HMAC of the value under
 * the sandbox's own secret, so a test can still tell that two requests carried the same token (and,
 * in process, compute the mark of a token it holds) while whoever reads the log learns nothing of the
 * passwords, tokens, codes and cookies visitors sent. Headers keep their shape (`Bearer <mark>`,
 * `name=<mark>` per cookie); body and query fields are marked by name; anything shaped like a JWT or
 * one of the sandbox's refresh tokens is marked wherever it appears.
 */
import { createHmac } from 'node:crypto';

export type Mark = (value: string) => string;

export function secretMark(key: string): Mark {
  return (value) => `[redacted ${createHmac('sha256', key).update(value).digest('hex').slice(0, 10)}]`;
}

/** Field names whose values are secrets: passwords, tokens of every kind, captcha answers, codes, cookies. */
export const SECRET_FIELD = /pass(word|wd)?|token|secret|captcha|cookie|authori[sz]ation|^code$|^otp$|^pin$|api[-_]?key/i;
/** A JWT (three base64url parts) or a refresh token `rt.…`, inside any text. */
const TOKEN_SHAPED = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\brt\.[\w-]{8,}/g;

const markInText = (text: string, mark: Mark) => text.replace(TOKEN_SHAPED, (t) => mark(t));

/** A header as the log keeps it. */
export function redactHeader(name: string, value: string, mark: Mark): string {
  switch (name) {
    case 'authorization': {
      const space = value.indexOf(' ');
      return space > 0 ? `${value.slice(0, space)} ${mark(value.slice(space + 1))}` : mark(value);
    }
    case 'cookie':
      return value.split(';').map((part) => {
        const i = part.indexOf('=');
        return i > 0 ? `${part.slice(0, i).trim()}=${mark(part.slice(i + 1).trim())}` : mark(part.trim());
      }).join('; ');
    default:
      return SECRET_FIELD.test(name) ? mark(value) : markInText(value, mark);
  }
}

/** A parsed body or query with every secret field (at any depth) and every token-shaped text marked. */
export function redactValue(value: unknown, mark: Mark, depth = 0): unknown {
  if (typeof value === 'string') return markInText(value, mark);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 20) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((v) => redactValue(v, mark, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_FIELD.test(k) && v !== null && v !== '' && typeof v !== 'boolean'
      ? mark(typeof v === 'string' ? v : JSON.stringify(v))
      : redactValue(v, mark, depth + 1);
  }
  return out;
}
