// `npm run bench:long`: the longest match the command line is asked to hold, end to end. `sim`
// records a 10,000-deal Lupfen match; its piped `replay` and `check` of the same match padded to
// ~50 MB run in a 120 MB heap, `resume` of it cut off in its last deal in a 60 MB heap. The test
// suite (test/cli/hostile.test.ts) runs the same steps on 500 deals padded to the same size; this
// keeps the 10,000 deals themselves, which cost about 30 s of CPU, out of `npm test`.
//
//   npm run bench:long                  # 10,000 deals
//   npm run bench:long -- --deals 20000
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const args = process.argv.slice(2);
const at = args.indexOf('--deals');
const DEALS = at >= 0 ? Number(args[at + 1]) : 10_000;
const dir = mkdtempSync(join(tmpdir(), 'cardtable-bench-long-'));
let failed = 0;

/** Runs the CLI once; prints its wall time and peak memory, and whether `ok` holds of its result. */
function step(
  what: string,
  cliArgs: string[],
  heapMb: number | null,
  ok: (r: { code: number | null; stdout: string; stderr: string }) => boolean,
) {
  const node = heapMb === null ? [] : [`--max-old-space-size=${heapMb}`];
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...node, CLI, ...cliArgs], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1024 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const res = { code: r.status, stdout: r.stdout, stderr: r.stderr };
  const good = ok(res);
  if (!good) failed++;
  const heap = heapMb === null ? '' : ` (heap ${heapMb} MB)`;
  console.log(
    `${good ? 'ok  ' : 'FAIL'} ${what}${heap}: ${(ms / 1000).toFixed(1)} s${good ? '' : `, exit ${String(r.status)}: ${r.stderr.trim().slice(0, 300)}`}`,
  );
}

step(
  `sim, ${DEALS} deals`,
  ['sim', 'lupfen', '--deals', String(DEALS), '--matches', '1', '--seed', 'long', '--record', dir],
  null,
  (r) => r.code === 0,
);
const file = join(dir, readdirSync(dir)[0]!);
const big = join(dir, 'big.jsonl');
const pad = '"pad":"' + 'x'.repeat(200) + '",';
writeFileSync(big, readFileSync(file, 'utf8').replace(/^\{/gm, `{${pad}`));
console.log(`     the match: ${(statSync(file).size / 1e6).toFixed(1)} MB; padded: ${(statSync(big).size / 1e6).toFixed(1)} MB`);
step(
  'piped replay',
  ['replay', file],
  120,
  (r) => r.code === 0 && /^Match over: .*\nFinal balances: /m.test(r.stdout.trimEnd().split('\n').slice(-2).join('\n')),
);
step('check of the padded file', ['check', big], 120, (r) => r.code === 0 && r.stdout.endsWith(`, ${DEALS} deals\n`));
const cut = join(dir, 'cut.jsonl');
writeFileSync(cut, readFileSync(big, 'utf8').trimEnd().split('\n').slice(0, -8).join('\n') + '\n');
step(
  'resume of the padded file cut in its last deal',
  ['resume', cut],
  60,
  (r) => r.code === 2 && r.stderr.includes('needs an interactive terminal'),
);
process.exitCode = failed ? 1 : 0;
