/**
 * What the request log keeps of a secret: a mark `[redacted 1a2b3c4d5e]`, an HMAC of the value under
 * the sandbox's own secret, so a test can still tell that two requests carried the same token (and,
 * in process, compute the mark of a token it holds) while whoever reads the log learns nothing of the
 * passwords, tokens, codes and cookies visitors sent. Headers keep their shape (`Bearer <mark>`,
 * `name=<mark>` per cookie); body and query fields are marked by name, and so are fields written out
 * inside any text (a text/plain or unparsed body, a Referer's query, a form or JSON inside a string);
 * anything shaped like a JWT or one of the sandbox's refresh tokens is marked wherever it appears.
 */
import { createHmac } from 'node:crypto';

export type Mark = (value: string) => string;

export function secretMark(key: string): Mark {
  return (value) => `[redacted ${createHmac('sha256', key).update(value).digest('hex').slice(0, 10)}]`;
}

/** Field names whose values are secrets: passwords, tokens of every kind, captcha answers, codes, cookies. */
export const SECRET_FIELD =
  /pass(word|wd)?|token|secret|captcha|cookie|authori[sz]ation|^code$|^otp$|^pin$|api[-_]?key/i;
/** A JWT (three base64url parts) or a refresh token `rt.…`, inside any text. */
const TOKEN_SHAPED = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\brt\.[\w-]{8,}/g;

/**
 * A field written out inside text: `password=…` (a form or query string), `"password":"…"` (JSON, also
 * escaped once more: `\"password\":\"…\"`), `password: …`, `user[password]=…`. The name may be quoted;
 * the value runs to its closing quote, or to the next space, `&`, `;`, `,`, `?`, bracket or `=` that
 * is not padding (so `http://host/?password=…` is not read as the value of `http`).
 */
const FIELD_IN_TEXT =
  /(?<![\w%\\.[\]-])(\\?["']?)([A-Za-z_%\\][\w%\\.[\]-]{0,80})(\\?["']?)(\s*[:=]\s*)(\\"[^\\]*(?:\\(?!")[^\\]*)*\\"|"(?:[^"\\]|\\.)*"|'[^']*'|(?:(?:Bearer|Basic|Token)\s+)?[^\s&;,"'<>{}()[\]?=]+=*)/g;
/** A field name as written in text, unescaped (`pass%77ord`, `pass\u0077ord`), and its innermost bracket (`user[password]`). */
function isSecretName(written: string): boolean {
  if (SECRET_FIELD.test(written)) return true;
  if (!/[%\\[]/.test(written)) return false;
  let name = written.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  try {
    name = decodeURIComponent(name);
  } catch {
    /* not %-encoded */
  }
  const inner = /\[([^\]]*)\]$/.exec(name)?.[1];
  return SECRET_FIELD.test(name) || (inner !== undefined && SECRET_FIELD.test(inner));
}

/** Text with every token-shaped part and every secret field's value marked (the value keeps its quotes). */
export function markInText(text: string, mark: Mark): string {
  return text
    .replace(TOKEN_SHAPED, (t) => mark(t))
    .replace(FIELD_IN_TEXT, (all, q1: string, name: string, q2: string, sep: string, value: string) => {
      const quote = /^\\?["']/.exec(value)?.[0] ?? '';
      const inner = quote ? value.slice(quote.length, -quote.length) : value;
      if (!inner || inner.startsWith('[redacted') || !isSecretName(name)) return all;
      return `${q1}${name}${q2}${sep}${quote}${mark(inner)}${quote}`;
    });
}

/** A header as the log keeps it. */
export function redactHeader(name: string, value: string, mark: Mark): string {
  switch (name) {
    case 'authorization': {
      const space = value.indexOf(' ');
      return space > 0 ? `${value.slice(0, space)} ${mark(value.slice(space + 1))}` : mark(value);
    }
    case 'cookie':
      return value
        .split(';')
        .map((part) => {
          const i = part.indexOf('=');
          return i > 0 ? `${part.slice(0, i).trim()}=${mark(part.slice(i + 1).trim())}` : mark(part.trim());
        })
        .join('; ');
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
    out[k] =
      SECRET_FIELD.test(k) && v !== null && v !== '' && typeof v !== 'boolean'
        ? mark(typeof v === 'string' ? v : JSON.stringify(v))
        : redactValue(v, mark, depth + 1);
  }
  return out;
}
