// Engine benchmark (never part of the test run): `npm run bench`.
//  1. Full random Lupfen deals per second straight through the Game interface: no history,
//     no agents, one uniform choice per decision. This is the budget a search bot draws on.
//  2. Whole matches per second through the match loop as `sim` runs them (bot:random seats,
//     history lines built and counted but not written to disk).
import { Rng } from '../src/core/rng.js';
import type { AnyGame } from '../src/games/game.js';
import { lupfen } from '../src/games/lupfen/index.js';
import { runSim } from '../src/engine/sim.js';

function rawDeals(game: AnyGame, variant: string, players: number, ms: number): { deals: number; perSec: number } {
  const opts = game.resolveOptions(variant, players, { deals: '1000' });
  if (!opts.ok) throw new Error(opts.reason);
  const rng = Rng.fromSeed(`bench/${variant}`);
  let deals = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    let state = game.setup({ variant, players, options: opts.value });
    for (;;) {
      const turn = game.turn(state);
      if (turn.kind === 'over') break;
      const action = turn.kind === 'chance' ? game.drawChance(state, rng) : rng.pick(game.legalActions(state));
      state = game.apply(state, action);
    }
    deals += game.dealNumber(state);
    elapsed = performance.now() - t0;
  }
  return { deals, perSec: deals / (elapsed / 1000) };
}

async function simMatches(game: AnyGame, variant: string, players: number, matches: number): Promise<{ perSec: number; dealsPerSec: number }> {
  const opts = game.resolveOptions(variant, players, {});
  if (!opts.ok) throw new Error(opts.reason);
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'bot:random', name: `Bot ${i + 1}` }));
  const r = await runSim({
    game,
    variant,
    players,
    options: opts.value,
    seats,
    seatInfos: seats.map((s) => ({ name: s.name, kind: 'bot' as const, level: 'random' })),
    seed: 'bench',
    matches,
  });
  if (!r.ok) throw new Error(r.reason);
  return { perSec: matches / r.value.seconds, dealsPerSec: r.value.deals / r.value.seconds };
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
console.log(`node ${process.version}, ${process.arch}`);
for (const variant of ['classic', 'vorarlberg']) {
  rawDeals(lupfen, variant, 4, 1000); // warm-up (JIT)
  const r = rawDeals(lupfen, variant, 4, 3000);
  console.log(`lupfen ${variant} 4p  random deals through the Game interface: ${fmt(r.perSec)} deals/s`);
}
for (const variant of ['classic', 'vorarlberg']) {
  await simMatches(lupfen, variant, 4, 50); // warm-up
  const r = await simMatches(lupfen, variant, 4, 500);
  console.log(`lupfen ${variant} 4p  sim (match loop, bot:random, default 20 deals): ${fmt(r.perSec)} matches/s (${fmt(r.dealsPerSec)} deals/s)`);
}
