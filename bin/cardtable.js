#!/usr/bin/env node
// Tiny launcher: the whole CLI is one bundled ESM file, built by `npm run build` (run by `prepare`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/cli.js', import.meta.url);

/**
 * Whether the bundle is there. A build replaces dist/cli.js in one rename (scripts/build.mjs), but
 * a build of the older layout moved the whole dist/ aside for a moment: that moment is waited out,
 * so a start then is not taken for no build.
 */
function built() {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 20) {
    if (existsSync(fileURLToPath(bundle))) return true;
    if (waited >= 2000) return false;
    Atomics.wait(wait, 0, 0, 20);
  }
}

if (!built()) {
  process.stderr.write('cardtable: the CLI is not built yet; run `npm run build` (npm install does it for you).\n');
  process.exit(2);
}

/** `cardtable --version` alone: the version the build wrote, without loading the bundle (~40 ms less). */
async function versionOnly() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || (args[0] !== '--version' && args[0] !== '-V')) return false;
  let version;
  try {
    ({ version } = await import(new URL('../dist/version.js', import.meta.url).href));
  } catch {
    return false; // a build from before dist/version.js existed: the bundle answers
  }
  process.stdout.write(`${version}\n`);
  return true;
}

if (!(await versionOnly())) await import(bundle.href);
