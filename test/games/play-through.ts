// One source for each action's words (src/games/<g>/action-words.ts): the engine's label (describeAction),
// the prompt's option and key, and the log's verb all come from the same table, so they cannot
// drift apart. The prompt may say more than the label, never something else. Each game's test
// (test/games/<g>/action-words.test.ts) plays through its matches with this.
import { Rng } from '../../src/core/rng.js';
import type { GameLine } from '../../src/core/history-lines.js';
import type { AnyGame } from '../../src/contract/game.js';
import type { AnyGameUi, ChoiceOption } from '../../src/contract/table.js';
import type { TableView } from '../../src/contract/view.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];

export interface Seen {
  /** "label → prompt [key]" for every option a prompt offered. */
  readonly options: Set<string>;
  /** Every call sentence of the log. */
  readonly said: Set<string>;
}

/** Plays random matches; every prompt option and call sentence met on the way. */
export function playThrough(
  game: AnyGame,
  ui: AnyGameUi,
  variant: string,
  players: number,
  raw: Record<string, string>,
  seed: string,
): Seen {
  const opts = game.resolveOptions(variant, players, raw);
  if (!opts.ok) throw new Error(opts.reason);
  let s: unknown = game.setup({ variant, players, options: opts.value });
  const rng = Rng.fromSeed(seed);
  const seen: Seen = { options: new Set(), said: new Set() };
  for (let i = 0; i < 4000; i++) {
    const t = game.turn(s);
    if (t.kind === 'over') break;
    const lines: GameLine[] = [];
    if (t.kind === 'chance') s = game.apply(s, game.drawChance(s, rng), lines);
    else {
      const legal = game.legalActions(s);
      const view = game.view(s, t.seat) as TableView;
      const p = ui.prompt(view, legal, ui.look(view, undefined, false));
      const options: readonly ChoiceOption<unknown>[] = p.kind === 'choice' ? p.options : p.kind === 'cards' ? (p.calls ?? []) : [];
      for (const o of options) seen.options.add(`${game.describeAction(s, o.action)} → ${o.label} [${o.key}]`);
      const a = rng.pick(legal);
      const line = game.encodeAction(s, a);
      if (line) lines.push(line);
      s = game.apply(s, a, lines);
    }
    const view = game.view(s, null) as TableView;
    for (const l of lines) {
      if (l.type !== 'call') continue;
      const text = ui.logLine(view, l, NAMES, ui.look(view, undefined, false));
      if (text) seen.said.add(text.replace(/^[A-Z][a-z]+ /, '').replace(/ \d+\.$/, ' N.'));
    }
  }
  return seen;
}
