import { crc32, deflateSync } from 'node:zlib';

/** Small real image files built in memory, for the avatar tests. */

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];

function pngChunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...ascii(type), ...data]);
  return [...u32be(data.length), ...typed, ...u32be(crc32(typed))];
}

/** A complete, decodable RGB PNG of `width` × `height` pixels (each row a colour ramp). */
export function png(width = 1, height = 1): Uint8Array {
  const ihdr = new Uint8Array([...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]);
  const rowBytes = 1 + width * 3;
  const raw = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width * 3; x++) raw[y * rowBytes + 1 + x] = (x * 37 + y * 11) & 0xff;
  }
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', ihdr),
    ...pngChunk('IDAT', deflateSync(raw)),
    ...pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A complete 1×1 GIF89a (the classic transparent pixel) with its logical screen set to `width` × `height`. */
export function gif(width = 1, height = 1): Uint8Array {
  return new Uint8Array([
    ...ascii('GIF89a'),
    ...u16le(width),
    ...u16le(height),
    0x80, 0x00, 0x00, // global colour table of 2, background 0, aspect 0
    0x00, 0x00, 0x00, 0xff, 0xff, 0xff,
    0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, // graphic control: transparent index 0
    0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, // image descriptor 1×1
    0x02, 0x02, 0x44, 0x01, 0x00, // LZW data
    0x3b,
  ]);
}

/**
 * A baseline JPEG's header (SOI, APP0 JFIF, optionally an APP1 and fill
 * bytes, a quantisation table, SOF0 with the size, a Huffman table, SOS)
 * and a few scan bytes: enough for anything that sizes a JPEG by its headers.
 */
export function jpeg(width = 1, height = 1, options: { exif?: boolean; fill?: boolean; progressive?: boolean } = {}): Uint8Array {
  const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16be(payload.length + 2), ...payload];
  const app0 = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const app1 = options.exif ? segment(0xe1, [...ascii('Exif'), 0, 0, ...new Array<number>(40).fill(0x2a)]) : [];
  const dqt = segment(0xdb, [0, ...new Array<number>(64).fill(1)]);
  const sof = segment(options.progressive ? 0xc2 : 0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);
  const dht = segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0]);
  const sos = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  return new Uint8Array([0xff, 0xd8, ...app0, ...app1, ...(options.fill ? [0xff, 0xff] : []), ...dqt, ...sof, ...dht, ...sos, 0x00, 0x00, 0xff, 0xd9]);
}

function riff(chunkType: string, payload: number[]): Uint8Array {
  const padded = payload.length % 2 ? [...payload, 0] : payload;
  const chunk = [...ascii(chunkType), ...u32le(payload.length), ...padded];
  return new Uint8Array([...ascii('RIFF'), ...u32le(4 + chunk.length), ...ascii('WEBP'), ...chunk]);
}

/** A lossy WebP ('VP8 ' chunk): key-frame tag, start code, 14-bit sizes, then some frame bytes. */
export function webpLossy(width = 1, height = 1): Uint8Array {
  return riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), ...new Array<number>(8).fill(0)]);
}

/** A lossless WebP ('VP8L' chunk): signature 0x2f and the 14-bit sizes minus one, packed. */
export function webpLossless(width = 1, height = 1): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff('VP8L', [0x2f, ...u32le(bits >>> 0), 0x00, 0x00, 0x00, 0x00]);
}

/** The well-known complete 1×1 lossless WebP (34 bytes). */
export const webpLossless1x1 = new Uint8Array(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'));

/** An extended WebP ('VP8X' chunk): flags, then 24-bit canvas sizes minus one. */
export function webpExtended(width = 1, height = 1): Uint8Array {
  return riff('VP8X', [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}
