/**
 * Makes text read from a file safe to print on a terminal or in a CI log: control characters
 * (ESC, BEL, …, C1), line/paragraph separators and bidirectional overrides become visible escapes
 * such as \x1b or \u202e, so a campaign can never clear the screen, set the window title or hide text.
 * Tabs stay; line feeds stay only when `keepNewlines` is set (code frames are split into lines first).
 */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_KEEP_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const visible = (c: string) => {
  const n = c.charCodeAt(0);
  return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
};

export function escapeForTerminal(text: string, keepNewlines = false): string {
  return text.replace(keepNewlines ? UNSAFE_KEEP_LF : UNSAFE, visible);
}

/** For JSON output: JSON.stringify already escapes C0; this escapes C1, separators and bidi controls too (still valid JSON). */
export function escapeJsonForTerminal(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
