// Bundles the CLI into one ESM file, and sim's worker into another. Nothing is split into chunks:
// what the CLI imports with import() (a game, its bots, Ink/React, a screen) is bundled into the
// same file and still runs only when first imported. The file runs as a script from V8's code
// cache (scriptChunk below), so the code a command never runs costs reading, not compiling.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// Each build is written to a folder of its own inside dist/ (dist/b-…/), and dist/cli.js and
// sim-worker.js are small files that point into it (dist/version.js holds the version itself),
// each replaced by one rename once the build is complete. So a program started meanwhile (a second `npx cardtable`, a test) finds the
// whole old build or the whole new one, never a folder half cleared or half written; and a program
// already running keeps starting its sim workers from its own build's folder, which the next
// build keeps.
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const BUILD = `b-${Date.now().toString(36)}-${process.pid}`;
const STAGING = join(DIST, BUILD);
mkdirSync(DIST, { recursive: true });

/**
 * Ink's dependencies spend much of the time between starting and the first table frame in a few
 * places where a swapped line gives the same results sooner (test/ui/dependency-patches.test.ts
 * checks each swap's results; the helpers' headers say more):
 * - string-width builds /^\p{RGI_Emoji}$/v at load and compiles it on the first non-ASCII
 *   grapheme (~30 ms): src/ui/rgi-emoji.ts answers plain graphemes without it.
 * - ansi-tokenize's styledCharsToString works out the style change between every two cells of a
 *   frame, even when they share their style: src/ui/same-style.ts lets it skip those.
 * - yoga-layout decodes its inline WebAssembly with atob and a loop over 72 KB (~2 ms); Node's
 *   Buffer decodes the same base64 to the same bytes natively.
 * - string-width (both versions), slice-ansi and ansi-tokenize each make an Intl.Segmenter at
 *   load, and the first one loads ICU's break rules (~7 ms): src/ui/graphemes.ts splits strings
 *   whose code points never join without it, and makes one only for a string that needs it.
 * Each patch swaps exact lines; if a new version of the package writes them differently the build
 * stops, so a saving is never lost unnoticed.
 */
const PATCHES = [
  {
    file: /[\\/]node_modules[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/,
    swap: [
      [
        'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c',
        'var d=Buffer.from(a.slice(37),"base64")',
      ],
    ],
  },
  {
    // `when` tells the two string-widths apart: wrap-ansi's older one (no such line) has its own entry.
    file: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/,
    when: 'rgiEmojiRegex',
    helpers: { '../src/ui/rgi-emoji.ts': 'rgiEmojiRegex', '../src/ui/graphemes.ts': 'graphemeSegmenter' },
    swap: [
      ['const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;', ''],
      ['const segmenter = new Intl.Segmenter();', 'const segmenter = graphemeSegmenter();'],
    ],
  },
  {
    file: /[\\/]node_modules[\\/]wrap-ansi[\\/]node_modules[\\/]string-width[\\/]index\.js$/,
    helpers: { '../src/ui/graphemes.ts': 'graphemeSegmenter' },
    swap: [['const segmenter = new Intl.Segmenter();', 'const segmenter = graphemeSegmenter();']],
  },
  {
    file: /[\\/]node_modules[\\/]slice-ansi[\\/]tokenize-ansi\.js$/,
    helpers: { '../src/ui/graphemes.ts': 'graphemeSegmenter' },
    swap: [
      [
        "const GRAPHEME_SEGMENTER = new Intl.Segmenter(undefined, {granularity: 'grapheme'});",
        'const GRAPHEME_SEGMENTER = graphemeSegmenter();',
      ],
    ],
  },
  {
    file: /[\\/]node_modules[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]styledChars\.js$/,
    helpers: { '../src/ui/same-style.ts': 'sameAnsiCodes' },
    swap: [
      [
        'ret += ansiCodesToString(diffAnsiCodes(chars[i - 1].styles, char.styles));',
        'if (!sameAnsiCodes(chars[i - 1].styles, char.styles)) ret += ansiCodesToString(diffAnsiCodes(chars[i - 1].styles, char.styles));',
      ],
    ],
  },
  {
    file: /[\\/]node_modules[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize\.js$/,
    helpers: { '../src/ui/graphemes.ts': 'graphemeSegmenter' },
    swap: [['const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });', 'const segmenter = graphemeSegmenter();']],
  },
];

const dependencyPatches = {
  name: 'dependency-patches',
  setup(b) {
    for (const patch of PATCHES) {
      const helpers = Object.entries(patch.helpers ?? {}).map(
        ([path, names]) => `import { ${names} } from ${JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))};\n`,
      );
      b.onLoad({ filter: patch.file }, (args) => {
        let text = readFileSync(args.path, 'utf8');
        if (patch.when && !text.includes(patch.when)) return undefined;
        for (const [from, to] of patch.swap) {
          if (!text.includes(from)) throw new Error(`${args.path}: no "${from}" to replace; update PATCHES in scripts/build.mjs`);
          text = text.replace(from, to);
        }
        return { contents: `${helpers.join('')}${text}`, loader: 'js' };
      });
    }
  },
};

await build({
  // sim-worker: the worker-thread entry of `cardtable sim --workers N` (src/engine/sim.ts).
  // code-cache: what runs the entries from V8's code cache (scriptChunk below).
  entryPoints: { cli: 'src/cli/bin.ts', 'sim-worker': 'src/cli/sim-worker.ts', 'code-cache': 'src/ui/code-cache.ts' },
  outdir: STAGING,
  bundle: true,
  // Split into chunks, a table's start loaded ~50 modules and ~11 caches; as one script with one
  // cache it took ~30 % less main-thread CPU to the first frame (README, "UI figures").
  splitting: false,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  minify: false,
  legalComments: 'none',
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
  plugins: [dependencyPatches],
});

/**
 * Turns a module of the build into a script that src/ui/code-cache.ts runs with V8's code cache
 * (Node 20 caches no ES module's code): `NAME.script.js` is the module's code as one async function
 * of its imports (its top-level await, yoga's or the entry's, stays an await), returning its
 * exports; `NAME.js` becomes a module that imports what the module imported, in the same order,
 * runs the script and exports what the module exported, so no other chunk changes. `file` is the
 * module's path inside `dir`, `cache` the name of its cache. A module written in a shape this does
 * not know stops the build, so the saving is never lost unnoticed.
 */
function scriptChunk(dir, file, cache) {
  const name = file;
  let code = readFileSync(join(dir, file), 'utf8');
  const stop = (what) => {
    throw new Error(`${name}: ${what}; update scriptChunk in scripts/build.mjs`);
  };
  const banner = "import { createRequire as __ctCreateRequire } from 'node:module'; const require = __ctCreateRequire(import.meta.url);\n";
  if (!code.startsWith(banner)) stop('no require banner');
  code = code.slice(banner.length);
  const pattern = (list) =>
    list
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((x) => x.replace(/^(\S+) as (\S+)$/, '$1: $2'))
      .join(', ');
  const head = [];
  const deps = [];
  // Imports of the build's own modules; one imported for its effect only is imported by the module
  // that stands for the script, which runs it first as before, and the script reads nothing of it.
  code = code.replace(/^import (?:\{([^}]*)\} from )?"(\.\/[\w/-]+\.js)";\n/gm, (_, list, from) => {
    deps.push(from);
    if (list !== undefined) head.push(`const { ${pattern(list)} } = await __dep(${JSON.stringify(from)});`);
    return '';
  });
  code = code.replace(/^import (?:\{([^}]*)\}|\* as (\w+)|(\w+)) from "(node:[\w/]+)";\n/gm, (_, list, star, def, from) => {
    head.push(`const ${list !== undefined ? `{ ${pattern(list)} }` : (star ?? def)} = require(${JSON.stringify(from)});`);
    return '';
  });
  if (/^(import|export) (?!\{)/m.test(code)) stop(`an import or export of an unknown shape: ${/^(import|export) .*/m.exec(code)[0]}`);
  // An entry exports nothing.
  let exported = '';
  code = code.replace(/^export \{([^}]*)\};\n?$/m, (_, list) => {
    exported = list;
    return '';
  });
  const locals = exported
    .split(',')
    .map((x) => x.trim().split(' as ')[0])
    .filter(Boolean);
  // The script hands out each export's value once: an export the module assigns again later (a live
  // binding) would be read stale by the modules that import it.
  for (const local of locals) {
    const id = local.replace(/\$/g, '\\$');
    const assigned = code.match(
      new RegExp(
        `(?<![\\w$.])${id}\\s*(?:[-+*/%&|^]|\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?)?=(?![=>])|(?:\\+\\+|--)${id}\\b|(?<![\\w$.])${id}(?:\\+\\+|--)`,
        'g',
      ),
    );
    if (new RegExp(`^(?:let|var) ${id}\\s*[;,]`, 'm').test(code) || (assigned?.length ?? 0) > 1)
      stop(`${local} is exported and assigned again`);
  }
  code += `return { ${locals.join(', ')} };\n`;
  if (/^(import|export) /m.test(code)) stop('imports or exports left');
  // A chunk it imports that imported it back would not have run yet when the script reads it.
  const base = file.split('/').pop();
  for (const dep of deps) if (readFileSync(join(dir, dirname(file), dep), 'utf8').includes(`/${base}"`)) stop(`${dep} imports it back`);
  code = code.replace(/\bimport\.meta\.url\b/g, '__url').replace(/\bimport\(/g, '__dep(');
  const script = base.replace(/\.js$/, '.script.js');
  writeFileSync(
    join(dir, dirname(file), script),
    `(async function (require, __dep, __url) {\n"use strict";\n${head.join('\n')}\n${code}})\n`,
  );
  const codeCache = dirname(file) === '.' ? './code-cache.js' : '../code-cache.js';
  writeFileSync(
    join(dir, file),
    [
      `import { fileURLToPath } from "node:url";`,
      `import { cacheFile, runScriptChunk } from ${JSON.stringify(codeCache)};`,
      ...deps.map((d, i) => `import * as __d${i} from ${JSON.stringify(d)};`),
      `${locals.length ? `const { ${locals.join(', ')} } = ` : ''}await runScriptChunk({`,
      `  file: fileURLToPath(new URL(${JSON.stringify(`./${script}`)}, import.meta.url)),`,
      `  url: import.meta.url,`,
      `  cache: cacheFile(${JSON.stringify(BUILD)}, ${JSON.stringify(cache)}),`,
      `  deps: { ${deps.map((d, i) => `${JSON.stringify(d)}: __d${i}`).join(', ')} },`,
      `});`,
      ...(locals.length ? [`export {${exported}};`] : []),
      '',
    ].join('\n'),
  );
}

scriptChunk(STAGING, 'cli.js', 'cli');
// The worker threads of `cardtable sim --workers N` start from a cache too.
scriptChunk(STAGING, 'sim-worker.js', 'sim-worker');

// Node finds each module's format by walking up to the nearest package.json, for every one of
// the files a table loads; one beside them ends the walk at once (measured: ~10 ms of CPU before
// the first frame).
for (const dir of [DIST, STAGING]) writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');

/** The build folder dist/cli.js points into now (null: none, or a build of the older layout). */
function current() {
  try {
    return /\.\/(b-[\w-]+)\/cli\.js/.exec(readFileSync(join(DIST, 'cli.js'), 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}
const previous = current();

/** Writes dist/NAME whole or not at all: a rename replaces a file in one step. */
function replace(name, text) {
  const tmp = join(DIST, `.${name}.${process.pid}`);
  writeFileSync(tmp, text);
  renameSync(tmp, join(DIST, name));
}
// bin/cardtable.js answers `--version` from this file, read as text, without loading the bundle.
replace('version.js', `export const version = ${JSON.stringify(pkg.version)};\n`);
replace('sim-worker.js', `import './${BUILD}/sim-worker.js';\n`);
// Last: from here on a start runs this build.
replace('cli.js', `import './${BUILD}/cli.js';\n`);

// Kept: this build, the one programs still running may have started from, and any build begun in
// the last ten minutes (another build at the same time). Everything else goes, an older layout's
// files too.
const keep = new Set([BUILD, previous, 'cli.js', 'sim-worker.js', 'version.js', 'package.json']);
for (const name of readdirSync(DIST)) {
  if (keep.has(name) || name.startsWith('.')) continue;
  const path = join(DIST, name);
  if (name.startsWith('b-') && Date.now() - statSync(path).mtimeMs < 10 * 60_000) continue;
  rmSync(path, { recursive: true, force: true });
}
