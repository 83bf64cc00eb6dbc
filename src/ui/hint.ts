// The `h` key: what bot:hard would do at the human's decision, and what each legal action is
// worth in chips. The search (src/bots/hint.ts) reads only the deciding seat's view and yields to
// the event loop between sampled deals, so the table keeps drawing a spinner and answering keys.
// Here: label the values the way the prompt names the actions, and lay them out on one line.
import { signed as signedText } from '../core/text.js';
import { hint } from '../bots/hint.js';
import type { GameBots } from '../contract/search.js';
import type { Card } from '../core/cards.js';
import { face } from './cards.js';
import type { CardLook, TableGame } from '../contract/view.js';
import type { Prompt } from '../contract/table.js';
import { glyphsFor } from './glyphs.js';

export interface HintEntry {
  /** The action as the prompt names it: "Lift", "Play (pay 3)", "A♣", "Price 4". */
  readonly label: string;
  /** Expected change of the player's own chips (or of his lead, `measure`) from now until the deal is settled. */
  readonly value: number;
  /** The recommendation. */
  readonly best: boolean;
}

export interface HintShown {
  /** Recommended first, then the others by value. */
  readonly entries: readonly HintEntry[];
  /** Sampled deals behind the estimate. */
  readonly samples: number;
  /** Unit of the values, e.g. "chips". */
  readonly unit: string;
  /** What the values include beside the balance, e.g. "counting your pot share" (GameUi.valueNote). */
  readonly note?: string;
  /** What the values measure (coachMeasure in bots/hint.ts); default 'own'. */
  readonly measure?: 'own' | 'lead';
}

/** What the prompt line shows for a hint: still thinking, the values, or why there is none. */
export type HintView =
  { readonly kind: 'thinking' } | { readonly kind: 'ready'; readonly hint: HintShown } | { readonly kind: 'none'; readonly reason: string };

/** Labels of every action a prompt offers, by the game's action key. */
export function promptLabels<A>(prompt: Prompt<A>, key: (a: A) => string, look: CardLook): Map<string, string> {
  const out = new Map<string, string>();
  switch (prompt.kind) {
    case 'choice':
      for (const o of prompt.options) out.set(key(o.action), o.label);
      break;
    case 'cards': {
      const pick = prompt.pick;
      // A pick's actions are sets of cards: named by their faces, as the player marks them (an
      // action key such as "discard:7H,8S" is no name).
      if (pick)
        for (const set of cardSets(prompt.playable, pick.count))
          out.set(key(pick.actionFor(set)), set.map((c) => face(c, look).trimEnd()).join(' '));
      else for (const p of prompt.playable) out.set(key(p.action), face(p.card, look));
      for (const o of prompt.calls ?? []) out.set(key(o.action), o.label);
      break;
    }
    case 'ladder':
      for (const r of prompt.rungs) out.set(key(r.action), r.label);
      break;
    case 'amount':
      for (let n = prompt.min; n <= prompt.max; n++) out.set(key(prompt.actionFor(n)), prompt.label ? prompt.label(n) : String(n));
      break;
  }
  return out;
}

/** Every set of `count` of the playable cards, in their order. */
function cardSets(playable: readonly { readonly card: Card }[], count: number, from = 0): Card[][] {
  if (count === 0) return [[]];
  const out: Card[][] = [];
  for (let i = from; i <= playable.length - count; i++)
    for (const rest of cardSets(playable, count - 1, i + 1)) out.push([playable[i]!.card, ...rest]);
  return out;
}

/** Orders and labels search values: the recommendation first, then best to worst. */
export function hintEntries<A>(
  values: readonly { readonly action: A; readonly value: number }[],
  best: A,
  label: (a: A) => string,
): HintEntry[] {
  const entries = values
    .filter((v) => Number.isFinite(v.value))
    .map((v) => ({ label: label(v.action), value: v.value, best: v.action === best }));
  // Stable sort: among equal values the order of the legal actions stays.
  return entries.sort((a, b) => Number(b.best) - Number(a.best) || b.value - a.value);
}

/**
 * Computes the hint for `legal` at `view` (the deciding seat's own view). `describe` names an
 * action the prompt has no label of its own for (a pick of several cards): the game's
 * describeAction at the decision, in `look`.
 */
export async function computeHint<A>(
  game: TableGame,
  bots: GameBots | undefined,
  view: unknown,
  legal: readonly A[],
  prompt: Prompt<A>,
  look: CardLook,
  values: { readonly unit: string; readonly note?: string | undefined },
  signal: AbortSignal,
  describe?: (a: A) => string,
  thinkMs?: number,
): Promise<HintShown> {
  const key = (a: A): string => game.actionKey(a);
  const labels = promptLabels(prompt, key, look);
  const h = await hint(view, legal, { game, bots, signal, thinkMs });
  // Shown: the game's one measure (coachMeasure), never the search's own value, whose scale
  // changes between an auction and a card play of two sides. 'own': the player's own chips from
  // now; the pick also weighs the chips left in the pot for later deals, which the game's help (?)
  // explains. 'lead': his lead over the others.
  const measure = h.measure;
  const shown = h.values.map((v) => ({ action: v.action, value: measure === 'lead' ? v.lead : v.own }));
  const entries = hintEntries(shown, h.action, (a) => labels.get(key(a)) ?? describe?.(a) ?? String(key(a)));
  return { entries, samples: h.samples, unit: values.unit, ...(measure === 'lead' ? { measure } : {}) };
}

/** "+2.4", "−0.3", "0.0" (ascii: "-0.3"). */
export function signed(x: number, ascii: boolean): string {
  return signedText(x, 1, glyphsFor({ ascii }).minus);
}

export interface HintPart {
  readonly text: string;
  readonly best?: boolean;
  readonly dim?: boolean;
}

/**
 * The hint as pieces of one line no wider than `width`, e.g.
 * "Hint: ★ Lift ≈ +2.4 · No ≈ 0.0  (your chips from now to the deal’s end; ? explains)". Entries that do not fit are
 * counted ("+3 more"); the explanation goes first when space runs short.
 */
export function hintParts(h: HintShown, width: number, ascii: boolean): HintPart[] {
  const { approx, star } = glyphsFor({ ascii });
  const sep = ' · ';
  const head = 'Hint: ';
  const item = (e: HintEntry, unit: string): string =>
    `${e.best ? `${star} ` : ''}${e.label} ${approx} ${signed(e.value, ascii)}${e.best ? unit : ''}`;
  // Every choice comes to the same (a hopeless or a won trick): say so rather than pick one.
  const alike = h.entries.length > 1 && h.entries.every((e) => signed(e.value, ascii) === signed(h.entries[0]!.value, ascii));
  const bare = h.entries.map((e) => item(e, ''));
  // A lead is said as one ("+2.5 fines ahead"), so a plus never reads as fines paid.
  const withUnit = h.entries.map((e) => item(e, ` ${h.unit}${h.measure === 'lead' ? ' ahead' : ''}`));
  // Roomy: the unit explained at the end. Tight: "Lift ≈ +2.4 chips · No ≈ −0.3".
  const layouts = alike
    ? [
        { items: withUnit, tail: '  — all the same here' },
        { items: withUnit, tail: '' },
      ]
    : [
        {
          items: bare,
          tail:
            h.measure === 'lead'
              ? `  (your lead over the others’ average, in ${h.unit}, by the deal’s end)`
              : `  (your ${h.unit} from now to the deal’s end; ? explains)`,
        },
        { items: withUnit, tail: '' },
      ];
  const fits = (items: string[], n: number, tail: string): boolean => {
    const more = n < items.length ? `${sep}+${items.length - n} more` : '';
    return head.length + items.slice(0, n).join(sep).length + more.length + tail.length <= width;
  };
  let { items, tail } = layouts[0]!;
  let n = items.length;
  if (!fits(items, n, tail)) ({ items, tail } = layouts[1]!);
  while (n > 1 && !fits(items, n, tail)) n--;
  const parts: HintPart[] = [{ text: head }];
  items.slice(0, n).forEach((text, i) => {
    if (i > 0) parts.push({ text: sep, dim: true });
    parts.push(i === 0 ? { text, best: true } : { text });
  });
  if (n < items.length) parts.push({ text: `${sep}+${items.length - n} more`, dim: true });
  if (tail) parts.push({ text: tail, dim: true });
  return parts;
}

/** The hint as plain text (tests, logs). */
export function hintText(h: HintShown, width = 200, ascii = false): string {
  return hintParts(h, width, ascii)
    .map((p) => p.text)
    .join('');
}
