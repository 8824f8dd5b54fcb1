/**
 * A file's stamp: what its stat says about it (device, inode, size, change and modification times in
 * nanoseconds). A rebuild trusts a cached result without reading the file when the stamp recorded
 * with it is unchanged, the way git's index and make do. Any write changes the change time (ctime),
 * which no user call can set back, so an edit that keeps the size and restores the mtime is still
 * seen. A stamp is recorded only once its ctime is STAMP_SETTLED_MS old: a later write in the same
 * clock tick as the recorded ctime would leave it unchanged (git's "racily clean" files).
 */
import { statSync } from 'node:fs';

export interface FileStamp {
  id: string /** The change time, in ms since the epoch. */;
  ctimeMs: number;
}
/** How old a file's last change must be before its stamp is trusted. */
export const STAMP_SETTLED_MS = 2000;

/** The stamp of a file on disk, or undefined when it cannot be read (the file is then read as usual). */
export function fileStamp(path: string): FileStamp | undefined {
  const s = statSync(path, { bigint: true, throwIfNoEntry: false });
  if (!s?.isFile()) return undefined;
  return { id: `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`, ctimeMs: Number(s.ctimeNs / 1_000_000n) };
}
