// Lupfen views and table models for Lupfen's table tests, reached by playing the real rules with a
// seeded Rng, so every fixture is a view the rules can actually produce.
import { Rng } from '../../../src/core/rng.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenAction, LupfenState, LupfenView } from '../../../src/games/lupfen/types.js';
import type { SeatInfo } from '../../../src/core/history-lines.js';
import { lupfenPrompt, lupfenLook, variantTitle } from '../../../src/games/lupfen/ui/table-wording.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import type { TableModel } from '../../../src/ui/model.js';

export const SEATS: SeatInfo[] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Bot 2', kind: 'bot', level: 'basic' },
  { name: 'Bot 3', kind: 'bot', level: 'basic' },
  { name: 'Bot 4', kind: 'bot', level: 'basic' },
];

export function start(variant = 'classic', players = 4, raw: Record<string, string> = {}): LupfenState {
  const opts = lupfen.resolveOptions(variant, players, raw);
  if (!opts.ok) throw new Error(opts.reason);
  return lupfen.setup({ variant, players, options: opts.value });
}

/**
 * Advances the match: chance by `seed`, decisions by `choose` (default: the first legal action)
 * until `until` holds.
 */
export function advance(
  state: LupfenState,
  until: (s: LupfenState) => boolean,
  choose: (s: LupfenState, legal: LupfenAction[]) => LupfenAction = (_s, l) => l[0]!,
  seed = 'fixture',
): LupfenState {
  const rng = Rng.fromSeed(seed);
  let s = state;
  for (let i = 0; i < 10_000 && !until(s); i++) {
    const t = lupfen.turn(s);
    if (t.kind === 'over') break;
    s = lupfen.apply(s, t.kind === 'chance' ? lupfen.drawChance(s, rng) : choose(s, lupfen.legalActions(s)));
  }
  if (!until(s)) throw new Error('fixture: condition never reached');
  return s;
}

export function model(s: LupfenState, viewer: number | null = 0, extra: Partial<TableModel> = {}): TableModel {
  const view: LupfenView = lupfen.view(s, viewer ?? 0);
  const look = lupfenLook(view, undefined, false);
  const t = lupfen.turn(s);
  const decision =
    t.kind === 'decide' && t.seat === viewer ? { seat: t.seat, prompt: lupfenPrompt(view, lupfen.legalActions(s), look) } : null;
  return {
    ui: lupfenUi,
    title: variantTitle(view.variant),
    seats: SEATS.slice(0, view.players).concat(
      Array.from({ length: Math.max(0, view.players - SEATS.length) }, (_, i) => ({ name: `Bot ${i + 5}`, kind: 'bot' as const })),
    ),
    look,
    view,
    viewer,
    bottom: viewer ?? 0,
    log: ['Deal 1: Bot 3 deals.', 'Bot 4 says no.', 'Ana lifts.'],
    decision,
    pause: null,
    lastTrick: null,
    rules: lupfenUi.rules(view.variant, look),
    ...extra,
  };
}
