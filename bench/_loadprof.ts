import { Rng } from '../src/core/rng.js';
import { LupfenWork } from '../src/games/lupfen/fast.js';
import { lupfen, type LupfenState } from '../src/games/lupfen/index.js';
const opts = lupfen.resolveOptions('vorarlberg', 4, { deals: '1000' });
if (!opts.ok) throw new Error();
const rng = Rng.fromSeed('x');
const states: LupfenState[] = [];
while (states.length < 4096) {
  let s = lupfen.setup({ variant: 'vorarlberg', players: 4, options: opts.value });
  while (lupfen.turn(s).kind === 'chance') s = lupfen.apply(s, lupfen.drawChance(s, rng));
  while (s.phase === 'scrap') s = lupfen.apply(s, { kind: 'call', call: 'keep' });
  if (s.phase === 'play') states.push(s);
}
const work = new LupfenWork();
const buf = new Int32Array(3);
function loadOnly(n: number) { const t0 = performance.now(); for (let i = 0; i < n; i++) work.load(states[i & 4095]!); return n / ((performance.now() - t0) / 1000); }
function playOnly(n: number) { let x = 1; const t0 = performance.now(); for (let i = 0; i < n; i++) { work.load(states[i & 4095]!); while (!work.done()) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; work.apply(buf[(x >>> 0) % work.legal(buf)]!); } } return n / ((performance.now() - t0) / 1000); }
for (let r = 0; r < 3; r++) console.log('load/s', Math.round(loadOnly(1e6)), 'load+play/s', Math.round(playOnly(1e6)));
