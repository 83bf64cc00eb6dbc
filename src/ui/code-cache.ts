// Runs the bundle (and sim's worker entry) with V8's code cache. Node 20 caches no ES module's
// compiled code (module.enableCompileCache comes with Node 22.1), so the build turns each into
// a script, one async function over its imports (scripts/build.mjs), which vm.Script can compile
// from cached data: V8 then skips parsing and compiling the ~2.2 MB, and the functions the first
// frame ran come compiled too. The cache sits in the data folder's cache/, named by the build;
// anything wrong with it (missing, from another build or Node, corrupt, unwritable) only means the
// chunk is compiled from its text, as without a cache.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { threadId } from 'node:worker_threads';
import * as zlib from 'node:zlib';
import { matchesDir } from './saves.js';

/** The first bytes of a cache file this program wrote, then a checksum of the rest, then V8's data. */
const MAGIC = 'cardtable-code-cache-2\n';

/**
 * A checksum of `bytes`: V8 trusts the data it is given once its header matches, so a file damaged
 * after its header must be caught here, before V8 reads it. zlib's CRC-32 and the length (16 hex
 * digits): it runs natively, in ~0.1 ms for the ~0.5 MB cache where the FNV-1a loop in JavaScript
 * it replaces took ~4 ms of the first frame, still unoptimised when it runs. Node before 20.15 has
 * no zlib.crc32; there the loop stays (each Node version reads only the caches it wrote itself).
 */
export function checksum(bytes: Uint8Array): string {
  // Read from the namespace: a named import of an export this Node lacks would stop the module loading.
  const { crc32 } = zlib as { crc32?: typeof zlib.crc32 };
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  if (crc32) return `${hex(crc32(bytes))}${hex(bytes.length)}\n`;
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < bytes.length; i++) {
    a = Math.imul(a ^ bytes[i]!, 0x01000193) >>> 0;
    b = Math.imul(b ^ bytes[i]! ^ (i & 0xff), 0x01000193) >>> 0;
  }
  return `${hex(a)}${hex(b)}\n`;
}

/** V8's data from a cache file, or undefined when the file is not one this program wrote whole. */
export function readCache(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const head = MAGIC.length + 17;
  if (bytes.length <= head || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
  const data = bytes.subarray(head);
  return bytes.toString('latin1', MAGIC.length, head) === checksum(data) ? data : undefined;
}

/**
 * Writes `data()` as cache file `file`, whole or not at all, and removes the caches of other builds
 * (`stale`: whether a file of the folder is one); false (and nothing said) when it cannot.
 */
export function writeCache(file: string, data: () => Uint8Array, stale: (name: string) => boolean = () => false): boolean {
  // The sim's worker threads share the process id.
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    const bytes = data();
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true });
    writeFileSync(tmp, Buffer.concat([Buffer.from(MAGIC + checksum(bytes), 'latin1'), bytes]));
    renameSync(tmp, file);
    for (const name of readdirSync(dir)) if (stale(name)) rmSync(join(dir, name), { force: true });
    return true;
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // no folder to leave it in either
    }
    return false;
  }
}

/** Where the cache of chunk `name` of build `build` goes: the data folder's cache/ (null: no data folder). */
export function cacheFile(build: string, name: string): string | null {
  const matches = matchesDir();
  if (!matches.ok) return null;
  return join(dirname(matches.value), 'cache', `${name}.${build}.${process.version}-${process.arch}.bin`);
}

/** How long after the chunk has run its cache is written: after the first frame, when the table waits for a key. */
const SAVE_AFTER_MS = 1500;

export interface ScriptChunk {
  /** The chunk as a script: `(async function (require, __dep, __url) { … return exports; })`. */
  readonly file: string;
  /** The URL of the ES module chunk it stands for: its require, its import.meta.url and what its import() resolves against. */
  readonly url: string;
  /** Its cache file; null: none (no data folder). */
  readonly cache: string | null;
  /** The modules it imports, by the specifier it names them with. */
  readonly deps: Readonly<Record<string, unknown>>;
}

/**
 * Runs `chunk` and returns its exports, compiled from its cache when the cache fits; when there was
 * none that fitted, one is written a moment later (unref'd: it never keeps the program alive).
 */
export async function runScriptChunk(chunk: ScriptChunk): Promise<Record<string, unknown>> {
  const cachedData = chunk.cache === null ? undefined : readCache(chunk.cache);
  const script = new Script(readFileSync(chunk.file, 'utf8'), { filename: chunk.file, ...(cachedData ? { cachedData } : {}) });
  const cache = chunk.cache;
  if (cache !== null && (!cachedData || script.cachedDataRejected)) {
    // Caches of this chunk from other builds or Node versions are of no more use.
    // Caches of other builds go too: a chunk's name changes with its content, so its caches from
    // older builds would otherwise stay for ever.
    const own = basename(cache);
    const prefix = `${own.slice(0, own.indexOf('.'))}.`;
    const build = own.split('.')[1];
    const stale = (name: string) => name !== own && (name.startsWith(prefix) || (name.endsWith('.bin') && name.split('.')[1] !== build));
    setTimeout(() => writeCache(cache, () => script.createCachedData(), stale), SAVE_AFTER_MS).unref();
  }
  const run = script.runInThisContext() as (
    require: NodeJS.Require,
    dep: (specifier: string) => Promise<unknown>,
    url: string,
  ) => Promise<Record<string, unknown>>;
  const dep = async (specifier: string): Promise<unknown> =>
    specifier in chunk.deps ? chunk.deps[specifier] : import(new URL(specifier, chunk.url).href);
  return run(createRequire(chunk.url), dep, chunk.url);
}
