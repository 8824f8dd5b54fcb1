/** Reads a project file for checking: its text, or the problem that stops it being read. */
import { isEnoent, type ProjectFs } from './ProjectFs.ts';
import { InvalidUtf8Error } from './decodeUtf8.ts';
import type { Problem } from './Problem.ts';

export const MAX_FILE_BYTES = 256 * 1024;

/** The file's text, or the problem that stops it being read (too large, missing, not UTF-8). */
export async function readChecked(
  fs: ProjectFs,
  path: string,
  file: string,
): Promise<{ text: string } | { problem: Problem }> {
  try {
    const size = await fs.size(path);
    if (size > MAX_FILE_BYTES) {
      return {
        problem: {
          file,
          line: 1,
          col: 1,
          path: '',
          code: 'file/too-large',
          message: `The file is ${Math.round(size / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024} KB. Split it or move long text out.`,
          severity: 'error',
        },
      };
    }
    return { text: await fs.readFile(path) };
  } catch (e) {
    if (e instanceof InvalidUtf8Error) {
      return {
        problem: {
          file,
          line: e.line,
          col: e.col,
          path: '',
          code: 'file/invalid-utf8',
          message: `The byte 0x${e.byte.toString(16).padStart(2, '0')} (byte ${e.byteOffset} of the file) is not valid UTF-8. Save the file as UTF-8, or retype the text around it.`,
          severity: 'error',
        },
      };
    }
    const message = isEnoent(e)
      ? 'The file does not exist. Check the path.'
      : `The file could not be read: ${(e as Error).message}.`;
    return {
      problem: {
        file,
        line: 1,
        col: 1,
        path: '',
        code: isEnoent(e) ? 'file/missing' : 'file/unreadable',
        message,
        severity: 'error',
      },
    };
  }
}
