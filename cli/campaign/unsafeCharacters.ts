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
  0: 'NUL',
  7: 'BEL',
  8: 'BACKSPACE',
  11: 'VERTICAL TAB',
  12: 'FORM FEED',
  27: 'ESC',
  127: 'DELETE',
  133: 'NEXT LINE',
  8234: 'LEFT-TO-RIGHT EMBEDDING',
  8235: 'RIGHT-TO-LEFT EMBEDDING',
  8236: 'POP DIRECTIONAL FORMATTING',
  8237: 'LEFT-TO-RIGHT OVERRIDE',
  8238: 'RIGHT-TO-LEFT OVERRIDE',
  8294: 'LEFT-TO-RIGHT ISOLATE',
  8295: 'RIGHT-TO-LEFT ISOLATE',
  8296: 'FIRST STRONG ISOLATE',
  8297: 'POP DIRECTIONAL ISOLATE',
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
