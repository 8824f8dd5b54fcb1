/**
 * Decodes file bytes as UTF-8, refusing invalid bytes instead of turning them into U+FFFD: a file
 * with invalid UTF-8 is an error that says where the first bad byte is (line, column, byte offset).
 */
import { Buffer, isUtf8 } from 'node:buffer';

export class InvalidUtf8Error extends Error {
  constructor(
    readonly byteOffset: number,
    readonly line: number,
    readonly col: number,
    readonly byte: number,
  ) {
    super(
      `invalid UTF-8: byte 0x${byte.toString(16).padStart(2, '0')} at line ${line}, column ${col} (byte ${byteOffset})`,
    );
    this.name = 'InvalidUtf8Error';
  }
}

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');
const encoder = new TextEncoder();

const hasBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

export function decodeUtf8(bytes: Uint8Array): string {
  // Valid bytes (nearly every file): validated and decoded natively, several times faster than a fatal
  // TextDecoder; the leading BOM is dropped as TextDecoder drops it.
  if (isUtf8(bytes)) {
    const from = hasBom(bytes) ? 3 : 0;
    return Buffer.from(bytes.buffer, bytes.byteOffset + from, bytes.byteLength - from).toString('utf8');
  }
  try {
    return strict.decode(bytes);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
  }
  // Find the first U+FFFD that the bytes did not spell out (EF BF BD is a real U+FFFD).
  const text = lenient.decode(bytes);
  const skip = hasBom(bytes) ? 3 : 0; // TextDecoder drops a leading BOM
  let byteOffset = skip;
  let from = 0;
  for (;;) {
    const i = text.indexOf('\uFFFD', from);
    if (i < 0) break; // not reached: the strict decoder failed, so a replacement exists
    byteOffset = skip + encoder.encode(text.slice(0, i)).length;
    const real = bytes[byteOffset] === 0xef && bytes[byteOffset + 1] === 0xbf && bytes[byteOffset + 2] === 0xbd;
    if (!real) {
      const before = text.slice(0, i);
      const line = before.split('\n').length;
      const col = i - before.lastIndexOf('\n');
      throw new InvalidUtf8Error(byteOffset, line, col, bytes[byteOffset] ?? 0);
    }
    from = i + 1;
  }
  throw new InvalidUtf8Error(byteOffset, 1, 1, bytes[byteOffset] ?? 0);
}
