import { describe, expect, it } from 'vitest';
import { gif, jpeg, png, webpExtended, webpLossless, webpLossless1x1, webpLossy } from '../testing/images.ts';
import { imageFacts } from './picture.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('imageFacts reads the type and size from the bytes', () => {
  it.each([
    ['PNG 1×1', png(1, 1), { type: 'image/png', width: 1, height: 1 }],
    ['PNG 640×480', png(640, 480), { type: 'image/png', width: 640, height: 480 }],
    ['PNG 5000×10', png(5000, 10), { type: 'image/png', width: 5000, height: 10 }],
    ['GIF 1×1', gif(), { type: 'image/gif', width: 1, height: 1 }],
    ['GIF 300×2 (little-endian sizes)', gif(300, 2), { type: 'image/gif', width: 300, height: 2 }],
    ['GIF 65535×65535', gif(65535, 65535), { type: 'image/gif', width: 65535, height: 65535 }],
    ['JPEG 1×1', jpeg(1, 1), { type: 'image/jpeg', width: 1, height: 1 }],
    ['JPEG 320×240 (width and height not swapped)', jpeg(320, 240), { type: 'image/jpeg', width: 320, height: 240 }],
    ['JPEG after an EXIF segment', jpeg(1024, 768, { exif: true }), { type: 'image/jpeg', width: 1024, height: 768 }],
    ['JPEG with fill bytes between segments', jpeg(12, 34, { fill: true }), { type: 'image/jpeg', width: 12, height: 34 }],
    ['progressive JPEG (SOF2)', jpeg(800, 600, { progressive: true }), { type: 'image/jpeg', width: 800, height: 600 }],
    ['WebP VP8 16×9', webpLossy(16, 9), { type: 'image/webp', width: 16, height: 9 }],
    ['WebP VP8 16383×16383 (14 bits)', webpLossy(16383, 16383), { type: 'image/webp', width: 16383, height: 16383 }],
    ['WebP VP8L 1×1 (a real file)', webpLossless1x1, { type: 'image/webp', width: 1, height: 1 }],
    ['WebP VP8L 300×200', webpLossless(300, 200), { type: 'image/webp', width: 300, height: 200 }],
    ['WebP VP8L 16384×16384', webpLossless(16384, 16384), { type: 'image/webp', width: 16384, height: 16384 }],
    ['WebP VP8X 1×1', webpExtended(1, 1), { type: 'image/webp', width: 1, height: 1 }],
    ['WebP VP8X 4096×5000', webpExtended(4096, 5000), { type: 'image/webp', width: 4096, height: 5000 }],
  ])('%s', (_label, bytes, facts) => {
    expect(imageFacts(bytes)).toEqual(facts);
  });

  it('ignores the VP8 scaling bits above the 14-bit size', () => {
    const bytes = webpLossy(100, 50);
    bytes[27]! |= 0xc0; // horizontal scale
    bytes[29]! |= 0x40; // vertical scale
    expect(imageFacts(bytes)).toEqual({ type: 'image/webp', width: 100, height: 50 });
  });

  it('reads a view into a larger buffer (as a Buffer from a pool) at its own offset', () => {
    const inner = png(7, 9);
    const big = new Uint8Array(inner.length + 100).fill(0x41);
    big.set(inner, 50);
    expect(imageFacts(big.subarray(50, 50 + inner.length))).toEqual({ type: 'image/png', width: 7, height: 9 });
  });
});

describe('imageFacts answers null for anything else', () => {
  it.each([
    ['nothing', new Uint8Array()],
    ['one byte', new Uint8Array([0x89])],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['SVG with an XML declaration', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', text('<!doctype html><title>x</title>')],
    ['plain text', text('hello world, this is not a picture at all')],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['a BMP', new Uint8Array([0x42, 0x4d, ...new Array<number>(60).fill(0)])],
    ['a TIFF', new Uint8Array([0x49, 0x49, 0x2a, 0x00, ...new Array<number>(60).fill(0)])],
    ['random bytes', new Uint8Array(Array.from({ length: 200 }, (_, i) => (i * 131 + 7) & 0xff))],
    ['a PNG cut in its signature', png().slice(0, 6)],
    ['a PNG cut before its size', png().slice(0, 20)],
    ['a PNG signature without IHDR first', (() => {
      const bytes = png();
      bytes.set(text('IDAT'), 12);
      return bytes;
    })()],
    ['a GIF cut before its size', gif().slice(0, 8)],
    ['GIF87 spelled wrong', (() => {
      const bytes = gif();
      bytes.set(text('GIF88a'), 0);
      return bytes;
    })()],
    ['a JPEG cut before its frame header', jpeg(10, 10).slice(0, 40)],
    ['a JPEG of only its signature', new Uint8Array([0xff, 0xd8, 0xff])],
    ['a JPEG whose scan comes before any frame', new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 63, 0, 0, 0, 0, 0])],
    ['a JPEG ending before any frame', new Uint8Array([0xff, 0xd8, 0xff, 0xd9, ...new Array<number>(20).fill(0)])],
    ['a JPEG with garbage where a marker must be', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0x12, 0x34, ...new Array<number>(20).fill(0)])],
    ['a JPEG with a segment length below 2', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, ...new Array<number>(20).fill(0)])],
    ['a JPEG with a segment running past the end', new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xf0, ...new Array<number>(40).fill(0)])],
    ['a RIFF that is not WebP (WAVE)', (() => {
      const bytes = webpLossy(4, 4);
      bytes.set(text('WAVE'), 8);
      return bytes;
    })()],
    ['a WebP with an unknown chunk', (() => {
      const bytes = webpLossy(4, 4);
      bytes.set(text('ALPH'), 12);
      return bytes;
    })()],
    ['a VP8 without its start code', (() => {
      const bytes = webpLossy(4, 4);
      bytes[24] = 0x00;
      return bytes;
    })()],
    ['a VP8L without its signature byte', (() => {
      const bytes = webpLossless(4, 4);
      bytes[20] = 0x00;
      return bytes;
    })()],
    ['a WebP cut before its size', webpExtended(4, 4).slice(0, 26)],
  ])('%s', (_label, bytes) => {
    expect(imageFacts(bytes)).toBeNull();
  });

  it('never throws on any prefix of a valid file', () => {
    for (const file of [png(3, 3), gif(), jpeg(5, 5, { exif: true }), webpLossy(), webpLossless(), webpExtended(), webpLossless1x1]) {
      for (let end = 0; end <= file.length; end++) {
        expect(() => imageFacts(file.slice(0, end))).not.toThrow();
      }
    }
  });
});
