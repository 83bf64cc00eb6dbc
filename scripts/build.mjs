// Bundles the CLI into one ESM file. Ink/React are pulled in with dynamic import() by the CLI,
// so esbuild splits them into a separate chunk that only an interactive screen loads.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// Chunk names carry content hashes: clear old ones so dist/ holds exactly one build.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

/**
 * string-width's RGI-emoji expression costs ~30 ms before the first frame (src/ui/rgi-emoji.ts
 * says why and what stands in for it). Its one line is swapped at bundling time; if a new
 * string-width writes it differently the build stops, so the saving is never lost unnoticed.
 */
const lazyRgiEmoji = {
  name: 'lazy-rgi-emoji',
  setup(b) {
    const shim = fileURLToPath(new URL('../src/ui/rgi-emoji.ts', import.meta.url));
    b.onLoad({ filter: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      // wrap-ansi's older string-width uses emoji-regex instead: nothing to swap there.
      if (!text.includes('rgiEmojiRegex')) return undefined;
      const line = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';
      if (!text.includes(line)) throw new Error(`${args.path}: no "${line}" to replace; update scripts/build.mjs (lazy-rgi-emoji)`);
      return { contents: `import { rgiEmojiRegex } from ${JSON.stringify(shim)};\n${text.replace(line, '')}`, loader: 'js' };
    });
  },
};

await build({
  // sim-worker: the worker-thread entry of `cardtable sim --workers N` (src/engine/sim.ts).
  entryPoints: { cli: 'src/cli/main.ts', 'sim-worker': 'src/engine/sim-worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  minify: false,
  legalComments: 'none',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': '"production"',
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  // CJS dependencies (seedrandom, signal-exit) call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __ctCreateRequire } from 'node:module'; const require = __ctCreateRequire(import.meta.url);" },
  // Ink imports react-devtools-core only when DEV is set; marking it external crashes at start-up.
  alias: { 'react-devtools-core': './scripts/empty.mjs' },
  // node-pty is a test-only native module; never bundle it.
  external: ['node-pty'],
  plugins: [lazyRgiEmoji],
});

// bin/cardtable.js answers `--version` from this file without loading the bundle.
writeFileSync(new URL('../dist/version.js', import.meta.url), `export const version = ${JSON.stringify(pkg.version)};\n`);
