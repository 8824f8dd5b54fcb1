/** The one top-level handler: prints a PromoError as title, message and hint; anything else as a bug. */
import pc from 'picocolors';
import { PromoError } from './PromoError.ts';
import { escapeForTerminal } from '../format/escapeForTerminal.ts';

export function reportError(err: unknown, write: (s: string) => void = (s) => process.stderr.write(s)): number {
  if (err instanceof PromoError) {
    const { title, hint, code, exitCode } = err.data;
    write(
      `${pc.red(pc.bold(`✖ ${title}`))} ${pc.dim(`[${code}]`)}\n  ${escapeForTerminal(err.message, true)}\n${hint ? `  ${pc.dim(hint)}\n` : ''}`,
    );
    return exitCode;
  }
  write(
    `${pc.red(pc.bold('✖ Unexpected error'))} — this is a bug in promo; please report it with the output below.\n${(err as Error)?.stack ?? String(err)}\n`,
  );
  return 1;
}
