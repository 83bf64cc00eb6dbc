// `npm run bench:paired -- BEFORE_DIR AFTER_DIR [--level hard]`: one bot's duplicate margin in two
// recorded runs of the same duel, and the change between them, paired match by match. A margin
// measured once before and once after a change is two wide intervals; on the same seed the two
// runs deal the same cards, so their difference is far narrower (Lupfen classic 4p: ±0.30 each,
// ±0.10 for the change). Each folder holds the histories of one
// `cardtable sim … --duplicate --record DIR` (a checkout of each commit, the same seats and seed):
//
//   cardtable sim fipsen --variant duttfips --players 4 --seats bot:hard,bot:normal,bot:normal,bot:normal \
//     --matches 40 --deals 10 --seed regress --duplicate --workers 2 --record /tmp/after
//
// A match's margin is the challenger's result less the mean result of the others in its seats,
// per deal (sim's pair difference: every seat's cards are played once by the challenger and n − 1
// times by the other bot); the interval is over the matches both folders hold.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readHistoryFile } from '../src/engine/history/reader.js';
import { RunningStat } from '../src/engine/stats.js';
import { marginCell } from './duplicate.js';
import { flag } from './flags.js';

interface MatchMargin {
  /** Challenger's result less the mean of the others in its seats, summed over the rotations. */
  margin: number;
  deals: number;
}

const fail = (why: string): never => {
  process.stderr.write(`bench:paired: ${why}\n`);
  process.exit(2);
};

interface Run {
  /** "kloepper/standard 4p": runs of two duels do not pair. */
  readonly duel: string;
  /** Per match seed, the challenger's margin over every rotation. */
  readonly matches: Map<string, MatchMargin>;
}

/** The challenger's margins recorded in `dir`, by match seed. */
function margins(dir: string, level: string): Run {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  } catch {
    return fail(`cannot read the folder "${dir}"`);
  }
  const out = new Map<string, MatchMargin>();
  let duel = '';
  for (const f of files) {
    const h = readHistoryFile(join(dir, f));
    if (!h.ok) return fail(h.reason);
    const { match, lines } = h.value;
    const thisDuel = `${match.game}/${match.variant} ${match.players}p`;
    if (duel !== '' && thisDuel !== duel) return fail(`"${dir}" holds two duels: ${duel} and ${thisDuel}`);
    duel = thisDuel;
    const seat = match.seats.findIndex((s) => s.level === level);
    if (seat < 0) return fail(`${f}: no seat is bot:${level}`);
    let totals: readonly number[] | null = null;
    let deals = 0;
    for (const line of lines)
      if (line.type === 'settle') {
        totals = line.totals;
        deals++;
      }
    if (totals === null) continue;
    const others = totals.reduce((s, t, i) => (i === seat ? s : s + t), 0) / (totals.length - 1);
    const m = out.get(match.seed) ?? { margin: 0, deals: 0 };
    out.set(match.seed, { margin: m.margin + totals[seat]! - others, deals: m.deals + deals });
  }
  if (out.size === 0) return fail(`no settled deal in "${dir}"`);
  return { duel, matches: out };
}

const [beforeDir, afterDir] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!beforeDir || !afterDir) fail('give two folders of recorded histories: BEFORE_DIR AFTER_DIR [--level hard]');
const level = flag('level', 'hard');
const beforeRun = margins(beforeDir!, level);
const afterRun = margins(afterDir!, level);
if (beforeRun.duel !== afterRun.duel) fail(`the folders hold different duels: ${beforeRun.duel} and ${afterRun.duel}`);
const { matches: before } = beforeRun;
const { matches: after } = afterRun;
const seeds = [...before.keys()].filter((s) => after.has(s));
if (seeds.length < 2) fail(`the folders share ${seeds.length} match seed(s); pairing needs two or more`);

const stat = (perMatch: (seed: string) => number): RunningStat => {
  const st = new RunningStat();
  for (const s of seeds) st.add(perMatch(s));
  return st;
};
const per = (m: MatchMargin): number => m.margin / m.deals;
const shown = (st: RunningStat): string => marginCell(st.mean, st.ci95());
const dealsIn = (runs: Map<string, MatchMargin>): number => seeds.reduce((n, s) => n + runs.get(s)!.deals, 0);
console.log(
  `${afterRun.duel}: ${seeds.length} matches · before ${shown(stat((s) => per(before.get(s)!)))} (${dealsIn(before)} deals) · ` +
    `after ${shown(stat((s) => per(after.get(s)!)))} (${dealsIn(after)} deals) · ` +
    `after − before ${shown(stat((s) => per(after.get(s)!) - per(before.get(s)!)))} a deal, bot:${level} against the others in its seats`,
);
