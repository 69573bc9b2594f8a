import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/app.ts';

// A bundle big enough to be compressed, with its copies as the web build writes them
// (apps/web/build/precompress.ts), and one file the build left without copies.
const bundle = `export const words = ${JSON.stringify('Vann bòlèt '.repeat(400))};`;
const brotli = brotliCompressSync(bundle);
const gzipped = gzipSync(bundle);
const webDist = mkdtempSync(join(tmpdir(), 'tiraj-precompressed-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tiraj</title>');
writeFileSync(join(webDist, 'assets', 'app.js'), bundle);
writeFileSync(join(webDist, 'assets', 'app.js.br'), brotli);
writeFileSync(join(webDist, 'assets', 'app.js.gz'), gzipped);
writeFileSync(join(webDist, 'assets', 'other.js'), bundle);
writeFileSync(join(webDist, 'pos-sw.js'), bundle);
writeFileSync(join(webDist, 'pos-sw.js.br'), brotli);

const { app } = await testApp({ WEB_DIST: webDist });

const get = (url: string, encoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the web build’s files', () => {
  it('are sent from the copies the build compressed, byte for byte, never compressed again', async () => {
    const br = await get('/assets/app.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotli)).toBe(true);

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipped)).toBe(true);
  });

  it('keep their caching rule when sent compressed: the service worker is checked every visit', async () => {
    const worker = await get('/pos-sw.js', 'br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('are sent plain to a client that accepts no compression', async () => {
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('without a compressed copy are still compressed on the way', async () => {
    const other = await get('/assets/other.js', 'br');
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(bundle);
  });
});
