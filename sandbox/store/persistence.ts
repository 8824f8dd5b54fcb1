/**
 * The `--data FILE` persistence: players as JSON, loaded on start and rewritten (atomically) after
 * each change. Only a missing file means "no data yet"; anything unreadable is an error naming the file.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { DataFileSchema, type Player } from './player.ts';

export class SandboxDataError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`sandbox data file ${file}: ${detail}`);
    this.name = 'SandboxDataError';
  }
}

const isEnoent = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function loadPlayers(file: string): Player[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (isEnoent(e)) return [];
    throw new SandboxDataError(file, `cannot be read (${(e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SandboxDataError(file, `is not valid JSON (${(e as Error).message}); fix or delete it`);
  }
  const parsed = DataFileSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown shape';
    throw new SandboxDataError(file, `does not hold sandbox players (${where}); fix or delete it`);
  }
  return parsed.data.players;
}

export function savePlayers(file: string, players: readonly Player[]): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ version: 1, players }, null, 2) + '\n');
  renameSync(tmp, file);
}
