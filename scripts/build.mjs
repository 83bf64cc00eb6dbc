// Bundles the CLI into one ESM file. Ink/React are pulled in with dynamic import() by the CLI,
// so esbuild splits them into a separate chunk that only an interactive screen loads.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// Chunk names carry content hashes: clear old ones so dist/ holds exactly one build.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

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
});

// bin/cardtable.js answers `--version` from this file without loading the bundle.
writeFileSync(new URL('../dist/version.js', import.meta.url), `export const version = ${JSON.stringify(pkg.version)};\n`);
