/**
 * Reading a file of campaigns/assets/ the one safe way, for `promo check`, `promo build` and
 * `promo dev` alike. The folder is campaign content, so it is a security boundary: a path must stay
 * inside it by its letters (no `..`, `.`, empty or absolute segment), every folder on the way and the
 * file itself are looked at without following links (a symbolic link anywhere is refused, so is a hard
 * link, which may be any file of the disk), the file is opened with O_NOFOLLOW and must still be the
 * one looked at, and only JPEG, PNG, WebP and AVIF are accepted, by their first bytes, not their name.
 * No sharp here: `promo check` loads it only to measure an image.
 */
import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { join } from 'node:path';

/** The image types campaign content may hold, with the extensions each may carry. */
export const ASSET_FORMATS = { jpeg: ['.jpg', '.jpeg'], png: ['.png'], webp: ['.webp'], avif: ['.avif'] } as const;
export type AssetFormat = keyof typeof ASSET_FORMATS;
export const ASSET_TYPES_TEXT = 'JPEG, PNG, WebP or AVIF';
/** Read no further than this: an image above it is too large anyway (IMAGE_LIMITS.bytes is far below). */
export const ASSET_READ_LIMIT = 64 * 1024 * 1024;

/** Why a file of the assets folder is not used: a sentence that follows its path ("key-art/x.jpg is …"). */
export class AssetRefused extends Error {
  constructor(
    readonly code: 'rule/image-path' | 'rule/image-link' | 'rule/image-not-file' | 'rule/bad-image',
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** The format the first bytes of a file show, or null for anything else (SVG, HTML, GIF, text…). */
export function sniffImage(head: Uint8Array): AssetFormat | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  const ascii = (i: number, s: string) => at(i, ...[...s].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(4, 'ftyp')) {
    // ISO-BMFF: the major brand, then compatible brands to the end of the ftyp box.
    const size = Math.min(((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0, head.length);
    for (let i = 8; i + 4 <= size; i += 4) if (i !== 12 && (ascii(i, 'avif') || ascii(i, 'avis'))) return 'avif';
  }
  return null;
}

/** What a file that is not one of the formats looks like, for the message ("it looks like SVG"). */
export function describeContent(head: Uint8Array): string {
  const text = Buffer.from(head.subarray(0, 512))
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (/^<\?xml[\s\S]*<svg|^<svg|<svg[\s>]/.test(text)) return 'SVG (which can carry script)';
  if (/^<!doctype html|^<html|^<script|^<head|^<body/.test(text)) return 'HTML';
  if (text.startsWith('gif8')) return 'GIF';
  if (text.startsWith('%pdf')) return 'PDF';
  if (!head.length) return 'empty';
  return 'not an image of those types';
}

/** The format an extension promises, if it is one of the allowed ones. */
export function formatOfName(name: string): AssetFormat | null {
  const lower = name.toLowerCase();
  for (const [format, exts] of Object.entries(ASSET_FORMATS))
    if (exts.some((e) => lower.endsWith(e))) return format as AssetFormat;
  return null;
}

/** Why a path (relative to the assets folder, with "/") cannot name a file inside it, or null. */
export function assetPathProblem(rel: string): string | null {
  if (!rel) return 'is empty';
  if (/[\\\0%]/.test(rel))
    return 'holds a character a path of campaigns/assets/ never has (\\, % or NUL); write the path with "/" as it is on disk';
  if (rel.startsWith('/')) return 'is absolute; write it relative to campaigns/assets/';
  if (rel.split('/').some((s) => s === '' || s === '.' || s === '..'))
    return 'has an empty, "." or ".." segment; write the plain path below campaigns/assets/';
  return null;
}

/**
 * The bytes of `rel` below `dir` (the assets folder), read as described above; rejects with
 * AssetRefused when the path or file is not acceptable, and with the system's ENOENT when it is absent.
 * With `limit`, reads no more than that many bytes (`size` is the whole file's).
 */
export async function readAsset(
  dir: string,
  rel: string,
  limit = ASSET_READ_LIMIT,
): Promise<{ bytes: Buffer; size: number }> {
  const bad = assetPathProblem(rel);
  if (bad) throw new AssetRefused('rule/image-path', bad);
  if ((await lstat(dir)).isSymbolicLink())
    throw new AssetRefused(
      'rule/image-link',
      'is inside campaigns/assets/, which is itself a symbolic link; the build follows no link. Make campaigns/assets/ a real folder',
    );
  const segments = rel.split('/');
  let path = dir;
  for (const [i, segment] of segments.entries()) {
    path = join(path, segment);
    const info = await lstat(path);
    if (info.isSymbolicLink()) {
      throw new AssetRefused(
        'rule/image-link',
        `${i < segments.length - 1 ? `is inside ${segments.slice(0, i + 1).join('/')}, which` : ''} is a symbolic link; the build follows no link (it could publish any file of the machine). Copy the image itself into campaigns/assets/`.trim(),
      );
    }
    if (i < segments.length - 1 && !info.isDirectory())
      throw Object.assign(new Error(`ENOENT: ${segments.slice(0, i + 1).join('/')} is not a folder`), {
        code: 'ENOENT',
      });
  }
  const info = await lstat(path);
  if (!info.isFile())
    throw new AssetRefused(
      'rule/image-not-file',
      'is not a regular file (a folder, device or pipe). Put an image file there',
    );
  if (info.nlink > 1)
    throw new AssetRefused(
      'rule/image-link',
      `is a hard link (${info.nlink} names for one file, which may be any file of the disk); the build publishes no linked file. Replace it with a copy of the image`,
    );
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const now = await handle.stat();
    if (now.ino !== info.ino || now.dev !== info.dev || !now.isFile())
      throw new AssetRefused('rule/image-not-file', 'changed while it was read; run the command again');
    const bytes = Buffer.alloc(Math.min(now.size, limit));
    let read = 0;
    while (read < bytes.length) {
      const { bytesRead } = await handle.read(bytes, read, bytes.length - read, read);
      if (!bytesRead) break;
      read += bytesRead;
    }
    return { bytes: bytes.subarray(0, read), size: now.size };
  } finally {
    await handle.close();
  }
}

/** readAsset, then the content must be one of ASSET_FORMATS (by its first bytes). */
export async function readImageAsset(
  dir: string,
  rel: string,
  limit?: number,
): Promise<{ bytes: Buffer; size: number; format: AssetFormat }> {
  const got = await readAsset(dir, rel, limit);
  const format = sniffImage(got.bytes);
  if (!format)
    throw new AssetRefused(
      'rule/bad-image',
      `is not a ${ASSET_TYPES_TEXT} image (its content is ${describeContent(got.bytes)}). Export it again as JPEG, PNG or WebP`,
    );
  return { ...got, format };
}
