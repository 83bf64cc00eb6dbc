#!/usr/bin/env node
// Tiny launcher: the whole CLI is one bundled ESM file, built by `npm run build` (run by `prepare`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write('cardtable: the CLI is not built yet; run `npm run build` (npm install does it for you).\n');
  process.exit(2);
}
await import(bundle.href);
