// Reading ZIP files (Word and OpenDocument files are ZIPs) without trusting
// them: the central directory is read first and nothing is inflated until
// its claims pass the guard, and an entry is then inflated with a counter, so
// a directory that lies about sizes still cannot make more than the cap
// (zlib's output limit stops inflating there). Plain functions on bytes;
// nothing here touches the database or HTTP.
import { inflateRawSync } from 'node:zlib';

export const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
export const zipSignature = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
/** An OLE compound file: an old .doc, or an encrypted (password-protected) Office file. */
export const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated; anything else cannot be read. */
  method: number;
  compressedSize: number;
  /** What the directory claims, which inflating never trusts. */
  size: number;
  localHeader: number;
}

/**
 * The entries of a ZIP's central directory, or undefined when it has none
 * that can be read (a damaged or cut-off file, or ZIP64). Reads only the
 * directory at the end: nothing is inflated.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  if (bytes.length < 22) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes and a comment of up to 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return undefined;
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const localHeader = view.getUint32(at + 42, true);
    entries.push({ name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)), method: view.getUint16(at + 10, true), compressedSize, size, localHeader });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The names in a ZIP's central directory (see `zipEntries`). */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  return zipEntries(bytes)?.map((entry) => entry.name);
}

/** What a ZIP may unpack to before it is refused as a ZIP bomb. */
const zipLimits = {
  /** Bytes of all entries together. */
  totalBytes: 100 * 1024 * 1024,
  entries: 5_000,
  /** Uncompressed to compressed, for an entry larger than `ratioFloorBytes`. */
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

/** Why a ZIP's directory is refused before anything is inflated, or undefined when its claims are within the limits. */
export function zipBombClaim(entries: readonly ZipEntry[]): 'too_many_entries' | 'too_large' | 'ratio' | undefined {
  if (entries.length > zipLimits.entries) return 'too_many_entries';
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > zipLimits.ratioFloorBytes && entry.size > zipLimits.ratio * Math.max(1, entry.compressedSize)) return 'ratio';
  }
  return total > zipLimits.totalBytes ? 'too_large' : undefined;
}

/** Thrown when an entry inflates past what was allowed (a directory that lied), or cannot be read. */
export class ZipReadError extends Error {
  override name = 'ZipReadError';
  constructor(readonly reason: 'too_large' | 'unreadable') {
    super(reason === 'too_large' ? 'The ZIP inflates past its limit.' : 'The ZIP entry cannot be read.');
  }
}

/**
 * One entry's bytes, inflated with a counter: past `maxBytes` of output it
 * throws ZipReadError('too_large') whatever the directory claimed. With
 * `keep` false the output is only counted (a check of the whole file).
 */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number, keep = true): { data: Uint8Array; size: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeader;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) throw new ZipReadError('unreadable');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipReadError('unreadable');
  const data = bytes.subarray(start, end);
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new ZipReadError('too_large');
    return { data: keep ? data : new Uint8Array(), size: data.length };
  }
  if (entry.method !== 8) throw new ZipReadError('unreadable');
  let out: Uint8Array;
  try {
    // zlib stops at the output limit (a RangeError) instead of inflating on.
    out = inflateRawSync(data, { maxOutputLength: maxBytes + 1 });
  } catch (error) {
    if (error instanceof RangeError) throw new ZipReadError('too_large');
    throw new ZipReadError('unreadable');
  }
  if (out.length > maxBytes) throw new ZipReadError('too_large');
  return { data: keep ? out : new Uint8Array(), size: out.length };
}

/**
 * Every entry inflated under one shared cap (`zipLimits.totalBytes`), the
 * named ones kept: the whole file is known to unpack to at most the cap
 * before another reader (mammoth) inflates it again.
 */
export function inflateChecked(bytes: Uint8Array, entries: readonly ZipEntry[], keep: ReadonlySet<string>): Map<string, Uint8Array> {
  let left = zipLimits.totalBytes;
  const kept = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const { data, size } = inflateEntry(bytes, entry, left, keep.has(entry.name));
    left -= size;
    if (keep.has(entry.name)) kept.set(entry.name, data);
  }
  return kept;
}
