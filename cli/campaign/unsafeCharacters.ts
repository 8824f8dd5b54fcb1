/**
 * Characters that must not reach a published page or a terminal: C0/C1 control characters (tab and
 * line breaks excepted) and the bidirectional overrides and isolates (U+202A–202E, U+2066–2069) that
 * make text display differently from what it says. Returns where each is, as offsets into the text.
 */
export interface UnsafeCharacter {
  offset: number;
  code: 'text/control-char' | 'text/bidi-control';
  message: string;
}

/** More than this many per file would only repeat the same message. */
export const MAX_REPORTED = 20;

const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const NAMES: Record<number, string> = {
  0x00: 'NUL',
  0x07: 'BEL',
  0x08: 'BACKSPACE',
  0x0b: 'VERTICAL TAB',
  0x0c: 'FORM FEED',
  0x1b: 'ESC',
  0x7f: 'DELETE',
  0x85: 'NEXT LINE',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

export const codePoint = (c: number) =>
  `U+${c.toString(16).toUpperCase().padStart(4, '0')}${NAMES[c] ? ` (${NAMES[c]})` : ''}`;

export function unsafeCharacters(text: string, limit = MAX_REPORTED): UnsafeCharacter[] {
  const out: UnsafeCharacter[] = [];
  for (const m of text.matchAll(UNSAFE)) {
    if (out.length >= limit) break;
    const c = m[0].charCodeAt(0);
    const bidi = c >= 0x202a;
    out.push({
      offset: m.index,
      code: bidi ? 'text/bidi-control' : 'text/control-char',
      message: bidi
        ? `The invisible direction control ${codePoint(c)} makes text display differently from what it says. Remove it (retype the text around it if unsure).`
        : `The control character ${codePoint(c)} is not allowed: it would reach the published page and terminals. Remove it.`,
    });
  }
  return out;
}
