// The table's half of the conformance suite (issue 26 §1): at the decisions of seeded random
// walks through every registered game, variant and player count, both tables — the full screen
// (promptKey behind App's handleKey) and the line-by-line TERM=dumb table (plain.ts's answer) —
// let the player make exactly the engine's legal actions, select the safe call at first, leave
// every call's letter to the call (no table key takes it), and name every action the hint values.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import { onlyChoice } from '../../src/contract/game.js';
import type { TableGame } from '../../src/contract/view.js';
import { Rng } from '../../src/core/rng.js';
import { handleKey, type ScreenSource } from '../../src/ui/App.js';
import { sortByOrder } from '../../src/ui/cards.js';
import { INITIAL_UI, shownHand } from '../../src/ui/components/TableScreen.js';
import { promptLabels } from '../../src/ui/hint.js';
import { lineReach, TABLE_LINES } from '../../src/ui/plain.js';
import { initialSelection, promptKey, promptReach, RESERVED_KEYS } from '../../src/ui/prompt.js';
import type { Prompt } from '../../src/contract/table.js';
import { decisionStates, registeredGames } from '../registered.js';
import { tableModel } from '../ui/table-model.js';
import { playerCounts, randomHouseRules } from './harness.js';

/**
 * Per variant and player count: random walks (uniformly random decisions) under the default rules,
 * then under house rules drawn at random, of WALK steps each; of every kind of question (the words
 * its answers are written with) at most PER_KIND are checked, so rare questions (a stop, a scrap, a
 * Rekontra) are met without checking a thousand card plays.
 */
const WALKS = 4;
const WALK = 1500;
const PER_KIND = 8;

/** The asked decisions of random walks through `game`, at most PER_KIND of each kind of question. */
function* questions(game: TableGame, variant: string, players: number, seed: string): Generator<unknown> {
  const houseRng = Rng.fromSeed(`${seed}-rules`);
  const seen = new Map<string, number>();
  for (let w = 0; w < WALKS; w++) {
    const raw = w === 0 ? {} : randomHouseRules(game, variant, players, houseRng);
    for (const s of decisionStates(game, variant, players, `${seed}-${w}`, WALK, raw)) {
      const legal = game.legalActions(s);
      // The kind of question: the history's words for its answers (call words, play, exchange).
      const words = legal.map((a) => {
        const line = game.encodeAction(s, a);
        return line === null ? 'unwritten' : line.type === 'call' ? String(line.call) : line.type;
      });
      const kind = [...new Set(words)].sort().join(',');
      const n = seen.get(kind) ?? 0;
      if (n < PER_KIND && onlyChoice(game, s, legal) === null) {
        seen.set(kind, n + 1);
        yield s;
      }
    }
  }
}

const games = await registeredGames();

/** What kind of question a prompt is, for the coverage count. */
function promptKind(p: Prompt<unknown>): string {
  if (p.kind !== 'cards') return p.kind;
  return p.pick ? 'cards to mark' : p.calls?.length ? 'cards and calls' : 'cards';
}

/** The letters a prompt gives its calls (a card prompt's calls, a choice's options, a ladder's lettered rungs). */
function callLetters<A>(p: Prompt<A>): { readonly key: string; readonly action: A; readonly label: string }[] {
  const all = p.kind === 'choice' ? p.options : p.kind === 'ladder' ? p.rungs : p.kind === 'cards' ? (p.calls ?? []) : [];
  return all.flatMap((o) => (o.key ? [{ key: o.key, action: o.action, label: o.label }] : []));
}

describe.each(games.map((g) => [g.id, g] as const))('%s at the table', (_id, { game, ui }) => {
  const cases = game.variants.flatMap((v) => playerCounts(v).map((players) => [`${v.id}, ${players} players`, v.id, players] as const));

  it.each(cases)('%s: every legal action reachable in both tables, the safe call first, no key shadowed', (_name, variant, players) => {
    const seedBase = `table-prompts-${game.id}-${variant}-${players}`;
    const key = (a: unknown): string => game.actionKey(a);
    const sorted = (xs: Iterable<string>): string[] => [...xs].sort();
    const kinds = new Set<string>();
    const names = Array.from({ length: players }, (_, i) => (i === 0 ? 'You' : `Seat ${i}`));
    let decisions = 0;
    for (const pre of questions(game, variant, players, seedBase)) {
      const seat = (game.turn(pre) as { seat: number }).seat;
      decisions++;
      const at = `${game.id}/${variant}/${players}p seed "${seedBase}", decision ${decisions}`;
      const legal = game.legalActions(pre);
      const model = tableModel(game, ui, pre, seat, names, { pack: [] });
      const prompt = model.decision!.prompt;
      kinds.add(promptKind(prompt));
      const hand = shownHand(model) ?? [];
      const plainCards: Card[] = sortByOrder(model.view.hand ?? [], game.cardOrder(model.view));
      const plainHand = plainCards.map(String);
      const legalKeys = sorted(legal.map(key));

      // Every legal action, no more, no fewer: by every key, digit and typed line.
      expect(sorted(promptReach(prompt, hand, key).keys()), `${at}: full screen`).toEqual(legalKeys);
      expect(sorted(lineReach(prompt, plainHand, plainCards, key).keys()), `${at}: TERM=dumb`).toEqual(legalKeys);

      // Enter alone: the safe call where the prompt marks one, and the same in both tables.
      const enter = promptKey(prompt, initialSelection(prompt, hand), { input: '', key: 'enter' }, hand);
      const full = enter && 'act' in enter ? key(enter.act) : null;
      const typedEnter = lineReach(prompt, plainHand, plainCards, key);
      const plain = [...typedEnter].find(([, line]) => line === '')?.[0] ?? null;
      if (prompt.kind === 'choice' || prompt.kind === 'ladder') {
        const options: readonly { readonly safe?: boolean; readonly action: unknown }[] =
          prompt.kind === 'choice' ? prompt.options : prompt.rungs;
        const safe = options.filter((o) => o.safe === true);
        expect(safe.length, `${at}: at most one safe call`).toBeLessThanOrEqual(1);
        if (safe[0]) expect(full, `${at}: Enter confirms the safe call`).toBe(key(safe[0].action));
        expect(plain, `${at}: Enter alone on a dumb terminal as on the full screen`).toBe(full);
      } else if (prompt.kind === 'cards') {
        // Enter never makes a call: it plays the card under the cursor (a dumb terminal only the last one).
        const calls = new Set((prompt.calls ?? []).map((c) => key(c.action)));
        expect(full === null || !calls.has(full), `${at}: Enter makes no call`).toBe(true);
        const last = !prompt.pick && prompt.playable.length === 1 ? key(prompt.playable[0]!.action) : null;
        expect(plain, `${at}: Enter alone plays a last card`).toBe(last);
      } else {
        expect(full, `${at}: Enter takes the lowest amount`).toBe(key(prompt.actionFor(prompt.min)));
        expect(plain).toBe(full);
      }

      // A choice names a letter for each option (the screen draws it in brackets and keys its row by
      // it), and no two calls of a prompt share one.
      if (prompt.kind === 'choice') for (const o of prompt.options) expect(o.key, `${at}: ${o.label} has a letter`).not.toBe('');
      const letters = callLetters(prompt).map((c) => c.key);
      expect(new Set(letters).size, `${at}: the letters ${letters.join(' ')} are each one call's`).toBe(letters.length);

      // No key shadowed: each call's letter, pressed at the table, makes that call.
      for (const call of callLetters(prompt)) {
        expect(RESERVED_KEYS.has(call.key), `${at}: [${call.key}] ${call.label} is a table key`).toBe(false);
        expect(TABLE_LINES.has(call.key), `${at}: [${call.key}] ${call.label} is a dumb table word`).toBe(false);
        let made: unknown = null;
        const source: Pick<ScreenSource, 'submit' | 'proceed' | 'step' | 'hint' | 'undo' | 'review'> = {
          submit: (a) => (made = a),
          proceed: () => undefined,
          hint: () => Promise.reject(new Error('not here')),
          undo: () => undefined,
        };
        const ui0 = { ...INITIAL_UI, selection: initialSelection(prompt, hand) };
        const out = handleKey(model, ui0, call.key, {}, source, { cols: 100, rows: 32 }, false);
        expect(out.ui.overlay, `${at}: [${call.key}] ${call.label} opens no panel`).toBe('none');
        expect(made === null ? null : key(made), `${at}: [${call.key}] makes ${call.label}`).toBe(key(call.action));
      }

      // The hint names every legal action the way the prompt does (a pick's sets by their cards' faces).
      const labels = promptLabels(prompt, key, model.look);
      for (const a of legal) expect(labels.get(key(a)), `${at}: the prompt names ${key(a)}`).toBeDefined();
    }
    expect(decisions, `${game.id}/${variant}/${players}p decisions`).toBeGreaterThanOrEqual(10);
    expect(kinds.has('cards') || kinds.has('cards and calls'), `${game.id}/${variant}: a card was played`).toBe(true);
  });
});
