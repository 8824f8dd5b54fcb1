/**
 * Runs a command function in-process the way cli/main.ts does: its output goes to a string, a thrown
 * PromoError is printed by the real top-level handler and becomes the exit code.
 */
import { stripVTControlCharacters } from 'node:util';
import { reportError } from '../../cli/errors/throwAndExit.ts';

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

export async function inProcess(command: (out: (s: string) => void) => Promise<unknown>): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  let code = 0;
  try {
    const r = await command((s) => {
      stdout += s;
    });
    if (typeof r === 'number') code = r;
  } catch (e) {
    code = reportError(e, (s) => {
      stderr += s;
    });
  }
  return { code, stdout: stripVTControlCharacters(stdout), stderr: stripVTControlCharacters(stderr) };
}
