import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'inkwell-static-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, body: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), body);
}

write('index.html', '<!doctype html><title>Inkwell</title>');
const wasm = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
write('assets/harper-abc123.wasm', wasm);
write('assets/harper-abc123.wasm.br', brotliCompressSync(wasm));
write('assets/index-abc123.aff', 'SET UTF-8\n');
write('assets/index-abc123.dic', '1\nmaison\n');
write('assets/index-abc123.dic.br', brotliCompressSync('1\nmaison\n'));

const site = createStaticSite(dir);
const app = new Hono().get('*', (c) => site.handle(c));

describe('static site: the writing checks’ files', () => {
  it('serves WebAssembly as application/wasm, compressed when the browser accepts it, cached for a year', async () => {
    const res = await app.request('/assets/harper-abc123.wasm', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/wasm');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const plain = await app.request('/assets/harper-abc123.wasm');
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(wasm);
  });

  it('serves Hunspell dictionaries as UTF-8 text', async () => {
    for (const file of ['/assets/index-abc123.aff', '/assets/index-abc123.dic']) {
      const res = await app.request(file);
      expect(res.headers.get('content-type'), file).toBe('text/plain; charset=utf-8');
    }
    const dic = await app.request('/assets/index-abc123.dic');
    expect(await dic.text()).toBe('1\nmaison\n');
    const compressed = await app.request('/assets/index-abc123.dic', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });
});
