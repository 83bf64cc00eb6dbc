// One source for each action's words (src/games/<g>/words.ts): the engine's label (describeAction),
// the prompt's option and key, and the log's verb all come from the same table, so they cannot
// drift apart. The prompt may say more than the label, never something else.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type { GameLine } from '../../src/core/history-lines.js';
import type { AnyGame } from '../../src/games/game.js';
import { kloepper } from '../../src/games/kloepper/index.js';
import { kloepperUi } from '../../src/games/kloepper/ui/index.js';
import { lupfen } from '../../src/games/lupfen/index.js';
import { lupfenUi } from '../../src/games/lupfen/ui/index.js';
import { callWords } from '../../src/games/lupfen/words.js';
import type { LupfenCallWord } from '../../src/games/lupfen/types.js';
import { toeppen } from '../../src/games/toeppen/index.js';
import { toeppenUi } from '../../src/games/toeppen/ui/index.js';
import type { AnyGameUi, TableView } from '../../src/ui/game-ui.js';
import type { ChoiceOption } from '../../src/ui/prompt.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];

interface Seen {
  /** "label → prompt [key]" for every option a prompt offered. */
  readonly options: Set<string>;
  /** Every call sentence of the log. */
  readonly said: Set<string>;
}

/** Plays random matches; every prompt option and call sentence met on the way. */
function playThrough(game: AnyGame, ui: AnyGameUi, variant: string, players: number, raw: Record<string, string>, seed: string): Seen {
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

describe('Lupfen: one word table for label, prompt, key and log', () => {
  const row = (variant: string, call: LupfenCallWord, c = {}) => {
    const w = callWords(variant, call, c);
    return [w.label, w.prompt ?? w.label, w.key ?? '', w.said];
  };

  it('classic: lift, no, price, play, drop, exchange, keep', () => {
    expect(row('classic', 'lift')).toEqual(['Lift', 'Lift', 'l', 'lifts']);
    expect(row('classic', 'pass')).toEqual(['No', 'No', 'n', 'says no']);
    expect(row('classic', 'price', { amount: 4 })).toEqual(['Price 4', 'Price 4', '', 'sets the price at 4']);
    expect(row('classic', 'join', { price: 3 })).toEqual(['Play', 'Play (pay 3)', 'y', 'plays (pays the price)']);
    expect(row('classic', 'drop')).toEqual(['Drop', 'Drop', 'd', 'drops out']);
    expect(row('classic', 'exchange')).toEqual(['Exchange', 'Exchange', 'e', 'exchanges']);
    expect(row('classic', 'keep')).toEqual(['Keep', 'Keep my cards', 'k', 'keeps the cards']);
  });

  it('vorarlberg: lupf, lupf blind, mit, and one pass (p) before and after the lupf', () => {
    expect(row('vorarlberg', 'lift')).toEqual(['Lupf', 'Lupf', 'l', 'lupfs']);
    expect(row('vorarlberg', 'lift', { blind: true })).toEqual(['Lupf blind', 'Lupf blind', 'b', 'lupfs blind']);
    expect(row('vorarlberg', 'join')).toEqual(['Mit', 'Mit', 'm', 'says mit']);
    expect(row('vorarlberg', 'pass')).toEqual(['Pass', 'Pass (out of this deal)', 'p', 'passes (out)']);
    expect(row('vorarlberg', 'drop')).toEqual(row('vorarlberg', 'pass'));
    expect(row('vorarlberg', 'scrap')).toEqual(['Scrap', 'Scrap the deal', 'x', 'scraps the deal']);
    expect(row('vorarlberg', 'shove')).toEqual(['Shove', 'Shove the deal on', 'v', 'shoves the deal on']);
    // Deal 4's own line says who deals; the call adds nothing.
    expect(row('vorarlberg', 'deal')).toEqual(['Deal', 'Deal', 'a', null]);
  });

  it('what the table offers and logs in real matches is that table', () => {
    const classic = playThrough(lupfen, lupfenUi, 'classic', 4, { deals: '12' }, 'words-classic');
    const known =
      /^(Lift → Lift \[l\]|No → No \[n\]|Drop → Drop \[d\]|Play → Play \(pay \d+\) \[y\]|Exchange → Exchange \[e\]|Keep → Keep my cards \[k\])$/;
    for (const o of classic.options) expect(o).toMatch(known);
    for (const o of ['Lift → Lift [l]', 'No → No [n]', 'Drop → Drop [d]', 'Play → Play (pay 1) [y]']) expect(classic.options).toContain(o);
    expect(classic.said).toContain('lifts.');
    expect(classic.said).toContain('plays (pays the price).');
    const vorarlberg = playThrough(
      lupfen,
      lupfenUi,
      'vorarlberg',
      4,
      { deals: '12', blind_lupf: 'true', dealer_stake: '3', shoving: 'true' },
      'words-vorarlberg',
    );
    for (const o of [
      'Lupf → Lupf [l]',
      'Lupf blind → Lupf blind [b]',
      'Look → Look at your cards [o]',
      'Mit → Mit [m]',
      'Pass → Pass (out of this deal) [p]',
      'Shove → Shove the deal on [v]',
      'Deal → Deal [a]',
    ])
      expect(vorarlberg.options).toContain(o);
    expect(vorarlberg.said).toContain('lupfs.');
    expect(vorarlberg.said).toContain('says mit.');
    expect(vorarlberg.said).toContain('passes (out).');
  });
});

describe('Tøppen and Kloepper: the prompt says the label, or more of it', () => {
  it('Tøppen: stay in, fold at start, knock, pah and fold to a knock', () => {
    const seen = playThrough(toeppen, toeppenUi, 'standard', 5, { deals: '6' }, 'words-toeppen');
    const options = [...seen.options].map((o) => o.replace(/\(pay \d+\)/, '(pay N)'));
    expect(new Set(options)).toEqual(
      new Set([
        'Stay in → Stay in [i]',
        'Fold at start → Fold at start (pay N) [f]',
        'Knock → Knock [k]',
        'Pah → Pah (stay in) [p]',
        'Fold → Fold (pay N) [f]',
      ]),
    );
    for (const s of ['stays in.', 'says pah.']) expect(seen.said).toContain(s);
  });

  it('Kloepper: knock and knock back on k, "No" for no knock back, calls and alone', () => {
    const seen = new Set<string>();
    for (const seed of ['words-k1', 'words-k2', 'words-k3', 'words-k4'])
      for (const o of playThrough(kloepper, kloepperUi, 'standard', 4, { target: '30' }, seed).options) seen.add(o);
    expect(seen).toContain('Knock → Knock [k]');
    expect(seen).toContain('Knock back → Knock back [k]');
    // The question says "do you knock back?": its answer needs no more than "No".
    expect(seen).toContain('No knock back → No [n]');
    const calls = [...seen].filter((o) => o.startsWith('Call '));
    expect(calls.length).toBeGreaterThan(0);
    for (const o of calls) expect(o).toMatch(/^Call (A[♣♠♥]) → \1 (clubs \[l\]|spades \[p\]|hearts \[e\])$/);
    expect(seen).toContain('Alone → Alone [a]');
  });
});
