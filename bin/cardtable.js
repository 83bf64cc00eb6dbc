#!/usr/bin/env node
// Tiny launcher: the whole CLI is one bundled ESM file, built by `npm run build` (run by `prepare`).
// CommonJS (bin/package.json says so): Node starts a CommonJS entry without setting up its ES module
// loader, so `--version` answers within a few per cent of a bare `node -e 0`; every other command
// imports the bundle, which sets it up then.
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = join(__dirname, '..', 'dist');
const bundle = join(dist, 'cli.js');

/**
 * `cardtable --version` alone: the version the build wrote into dist/version.js, read as text
 * without loading the bundle (~40 ms less). Null when there is no such file or it is of an older
 * layout: the bundle answers then.
 */
function versionOnly() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || (args[0] !== '--version' && args[0] !== '-V')) return null;
  try {
    return /^export const version = ("[^"\n]*");$/m.exec(readFileSync(join(dist, 'version.js'), 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the bundle is there. A build replaces dist/cli.js in one rename (scripts/build.mjs), but
 * a build of the older layout moved the whole dist/ aside for a moment: that moment is waited out,
 * so a start then is not taken for no build.
 */
function built() {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 20) {
    if (existsSync(bundle)) return true;
    if (waited >= 2000) return false;
    Atomics.wait(wait, 0, 0, 20);
  }
}

const version = versionOnly();
if (version !== null) {
  process.stdout.write(`${JSON.parse(version)}\n`);
} else if (!built()) {
  process.stderr.write('cardtable: the CLI is not built yet; run `npm run build` (npm install does it for you).\n');
  process.exit(2);
} else {
  import(pathToFileURL(bundle).href);
}
