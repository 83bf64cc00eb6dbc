// The code cache of the Ink/React/yoga chunk (src/ui/code-cache.ts): a cache that fits is used, and
// one that is missing, of another build, damaged or unwritable only means the chunk is compiled from
// its text. Run in this process on a small script chunk of the same shape as the built one.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFile, checksum, readCache, runScriptChunk, writeCache } from '../../src/ui/code-cache.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ct-code-cache-'));
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A script chunk: reads one import, node's path and its own URL, and returns its exports. */
function chunk(cache: string | null, body = 'return { sum: base + 1, sep: sep, url: __url };') {
  const file = join(dir, 'chunk.script.js');
  writeFileSync(
    file,
    `(async function (require, __dep, __url) {\n"use strict";\nconst { base } = await __dep("./dep.js");\nconst { sep } = require("node:path");\n${body}\n})\n`,
  );
  return { file, url: pathToFileURL(join(dir, 'chunk.js')).href, cache, deps: { './dep.js': { base: 41 } } };
}

const expected = () => ({ sum: 42, sep: '/', url: pathToFileURL(join(dir, 'chunk.js')).href });

describe('the code cache of a script chunk', () => {
  it('is written a moment after a run without one, and a run with it gives the same exports and writes none', async () => {
    const cache = join(dir, 'cache', 'ui.b-1.bin');
    expect(await runScriptChunk(chunk(cache))).toEqual(expected());
    expect(existsSync(cache)).toBe(false);
    vi.runAllTimers();
    expect(readCache(cache)?.length).toBeGreaterThan(0);
    expect(await runScriptChunk(chunk(cache))).toEqual(expected());
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['damaged after its header', (bytes: Buffer) => bytes.fill(7, bytes.length - 40)],
    ['cut short', (bytes: Buffer) => bytes.subarray(0, bytes.length - 100)],
    ['of another format', (bytes: Buffer) => Buffer.concat([Buffer.from('other'), bytes])],
    ['empty', () => Buffer.alloc(0)],
  ])('is not used when %s: the chunk is compiled from its text and the cache written again', async (_, spoil) => {
    const cache = join(dir, 'cache', 'ui.b-1.bin');
    await runScriptChunk(chunk(cache));
    vi.runAllTimers();
    const good = readFileSync(cache);
    writeFileSync(cache, spoil(Buffer.from(good)));
    expect(readCache(cache)).toBeUndefined();
    expect(await runScriptChunk(chunk(cache))).toEqual(expected());
    vi.runAllTimers();
    expect(readCache(cache)?.length).toBeGreaterThan(0);
  });

  it("is not used for other code (V8 refuses it), and replaced by the new code's", async () => {
    const cache = join(dir, 'cache', 'ui.b-1.bin');
    await runScriptChunk(chunk(cache));
    vi.runAllTimers();
    const before = readCache(cache);
    expect(await runScriptChunk(chunk(cache, 'return { sum: base + 2 };'))).toEqual({ sum: 43 });
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(readCache(cache)).not.toEqual(before);
  });

  it("of another build is never read, and goes when this build's is written, with the other chunks' caches of other builds", async () => {
    mkdirSync(join(dir, 'cache'));
    const old = join(dir, 'cache', 'ui.b-old.v20-x64.bin');
    writeFileSync(old, 'anything');
    // A chunk's name changes with its content: its caches from older builds have no other name to go by.
    writeFileSync(join(dir, 'cache', 'chunk-OLDHASH.b-old.v20-x64.bin'), 'of no more use');
    writeFileSync(join(dir, 'cache', 'chunk-SAME.b-new.v20-x64.bin'), 'kept');
    const cache = join(dir, 'cache', 'ui.b-new.v20-x64.bin');
    expect(await runScriptChunk(chunk(cache))).toEqual(expected());
    vi.runAllTimers();
    expect(readdirSync(join(dir, 'cache')).sort()).toEqual(['chunk-SAME.b-new.v20-x64.bin', 'ui.b-new.v20-x64.bin']);
  });

  it('that cannot be written changes nothing: no error, no file', async () => {
    writeFileSync(join(dir, 'cache'), 'a file where the folder would go');
    const cache = join(dir, 'cache', 'ui.b-1.bin');
    expect(await runScriptChunk(chunk(cache))).toEqual(expected());
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(writeCache(cache, () => new Uint8Array(8))).toBe(false);
    if (process.getuid?.() !== 0) {
      mkdirSync(join(dir, 'locked'));
      chmodSync(join(dir, 'locked'), 0o500);
      expect(writeCache(join(dir, 'locked', 'ui.bin'), () => new Uint8Array(8))).toBe(false);
    }
    expect(await runScriptChunk(chunk(null))).toEqual(expected());
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is checked by zlib's CRC-32 and the length, natively, not by a loop in JavaScript before the first frame", () => {
    // CRC-32's check value for "123456789"; the length is 9.
    expect(checksum(Buffer.from('123456789'))).toBe('cbf43926' + '00000009' + '\n');
    expect(checksum(new Uint8Array(0))).toBe('00000000' + '00000000' + '\n');
  });

  it('lives in the data folder, named by chunk, build, Node version and architecture', () => {
    vi.stubEnv('XDG_DATA_HOME', '/data');
    try {
      expect(cacheFile('b-x1', 'ui')).toBe(`/data/cardtable/cache/ui.b-x1.${process.version}-${process.arch}.bin`);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the build', () => {
  it('runs the entry, with Ink, React, yoga and every game bundled in, and the sim worker as one script each through the code cache', () => {
    const root = join(import.meta.dirname, '../..');
    // `npm test` builds first; a bare `vitest run` still gets a bundle.
    if (!existsSync(join(root, 'dist/cli.js'))) spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root });
    const build = /\.\/(b-[\w-]+)\/cli\.js/.exec(readFileSync(join(root, 'dist/cli.js'), 'utf8'))![1]!;
    const dir = join(root, 'dist', build);
    // No chunks: a table's start reads one script and one cache instead of loading ~50 modules.
    expect(readdirSync(dir).sort()).toEqual([
      'cli.js',
      'cli.script.js',
      'code-cache.js',
      'package.json',
      'sim-worker.js',
      'sim-worker.script.js',
    ]);
    for (const [entry, cache] of [
      ['cli.js', 'cli'],
      ['sim-worker.js', 'sim-worker'],
    ] as const) {
      const shim = readFileSync(join(dir, entry), 'utf8');
      expect(shim).toContain(`cache: cacheFile(${JSON.stringify(build)}, ${JSON.stringify(cache)})`);
      expect(shim).not.toContain('export');
      expect(shim.split('\n').length).toBeLessThan(20);
    }
    const script = readFileSync(join(dir, 'cli.script.js'), 'utf8');
    expect(script).toContain('await main(process.argv);');
    expect(script).toMatch(/^\/\/ node_modules\/ink\/build\//m);
    expect(script).toMatch(/^\/\/ src\/games\/lupfen\/rules/m);
  }, 120_000);
});
