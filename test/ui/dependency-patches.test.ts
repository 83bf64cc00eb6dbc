// scripts/build.mjs swaps a few lines of Ink's dependencies for faster ones with the same results
// (string-width and ansi-tokenize have their own tests: rgi-emoji.test.ts, same-style.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const yogaFile = new URL('../../node_modules/yoga-layout/dist/binaries/yoga-wasm-base64-esm.js', import.meta.url);

describe("yoga-layout's inline WebAssembly", () => {
  const source = readFileSync(yogaFile, 'utf8');

  it('is decoded by the line the build swaps', () => {
    expect(source).toContain('var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c');
  });

  it("decodes to the same bytes with Node's Buffer as with atob and a loop", () => {
    const uri = /"(data:application\/octet-stream;base64,[^"]+)"/.exec(source)?.[1] ?? '';
    expect(uri.slice(0, 37)).toBe('data:application/octet-stream;base64,');
    const text = atob(uri.slice(37));
    const looped = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) looped[i] = text.charCodeAt(i);
    const buffered = Buffer.from(uri.slice(37), 'base64');
    expect(buffered.length).toBeGreaterThan(50_000);
    expect(Buffer.compare(Buffer.from(looped), buffered)).toBe(0);
    expect([...buffered.subarray(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d]); // \0asm
  });
});
