// `npm run fuzz [-- SCALE]`: the property and mutation tests at SCALE times the size `npm test`
// runs (default 3, the size they were written with; 30 for an overnight run). test/fuzz.ts reads
// FUZZ; everything else about the tests is the same.
import { spawnSync } from 'node:child_process';

const scale = process.argv[2] ?? '3';
if (!(Number(scale) > 0)) {
  console.error(`fuzz: the scale must be a positive number, not "${scale}"`);
  process.exit(2);
}
const files = [
  'test/games/lupfen/properties.test.ts',
  'test/games/kloepper/properties.test.ts',
  'test/games/toeppen/properties.test.ts',
  'test/games/lupfen/sampler.test.ts',
  'test/games/fipsen/sampler.test.ts',
  'test/games/lupfen/check-mutations.test.ts',
];
const r = spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env: { ...process.env, FUZZ: scale } });
process.exit(r.status ?? 1);
