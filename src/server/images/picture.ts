import { createHash } from 'node:crypto';
import { avatarLimits } from '../../shared/settings.ts';
import { AppError } from '../http/errors.ts';

export interface ImageFacts {
  type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, at: number, text: string) => startsWith(bytes, [...text].map((c) => c.charCodeAt(0)), at);

/**
 * What an uploaded picture really is, read from its bytes (the file name and
 * the type the browser claims are not trusted): PNG, JPEG, WebP or GIF with
 * its pixel size, or null for anything else (SVG included: it can carry
 * script). Reads headers only; a file that lies past its header is still
 * only ever served as an image of the type found here.
 */
export function imageFacts(bytes: Uint8Array): ImageFacts | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.byteLength;
  if (size >= 24 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(bytes, 12, 'IHDR')) {
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (size >= 10 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) {
    return { type: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (size >= 30 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return webpFacts(bytes, view);
  if (size >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegFacts(bytes, view);
  return null;
}

function webpFacts(bytes: Uint8Array, view: DataView): ImageFacts | null {
  const type = 'image/webp';
  if (ascii(bytes, 12, 'VP8 ') && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { type, width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (ascii(bytes, 12, 'VP8L') && bytes[20] === 0x2f) {
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return { type, width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (ascii(bytes, 12, 'VP8X')) {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { type, width: 1 + u24(24), height: 1 + u24(27) };
  }
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpegFacts(bytes: Uint8Array, view: DataView): ImageFacts | null {
  let at = 2;
  while (at + 9 < bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame: not a picture we can size.
    if (marker === 0xda || marker === 0xd9) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { type: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

export interface CheckedPicture extends ImageFacts {
  /** A hash of the bytes: the picture's version in its URL and its ETag. */
  etag: string;
}

/**
 * The checks every uploaded picture passes (an avatar, a blog image): PNG,
 * JPEG, WebP or GIF by its bytes, at most 2 MB, each side 1–4096 px.
 * Anything else is refused — 415 for another type, 413 when too large, 400
 * naming `field` otherwise — so nothing is stored.
 */
export function checkPicture(bytes: Uint8Array, field: string): CheckedPicture {
  if (bytes.byteLength === 0) throw new AppError('validation_failed', `${field}: Choose a picture to upload.`, field);
  if (bytes.byteLength > avatarLimits.maxBytes) throw new AppError('payload_too_large', 'The picture is larger than 2 MB.');
  const facts = imageFacts(bytes);
  if (!facts) throw new AppError('unsupported_media_type', 'Upload a PNG, JPEG, WebP or GIF picture.');
  if (facts.width < 1 || facts.height < 1 || facts.width > avatarLimits.maxSide || facts.height > avatarLimits.maxSide) {
    throw new AppError('validation_failed', `${field}: The picture must be at most ${avatarLimits.maxSide} pixels on each side.`, field);
  }
  return { ...facts, etag: createHash('sha256').update(bytes).digest('base64url').slice(0, 22) };
}
