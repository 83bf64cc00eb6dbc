// valibot schemas for the hand-history lines of docs/history-format.md (format version 1).
// Objects are loose: the spec lets writers add fields, so unknown fields are kept, never refused.
import * as v from 'valibot';
import { isCard } from '../../core/cards.js';

const card = v.pipe(
  v.string(),
  v.check((s) => isCard(s), 'not a card code (rank A K Q J T 9–2, then suit C S H D)'),
);
const cards = v.array(card);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const seat = count;
const dealNo = v.pipe(v.number(), v.integer(), v.minValue(1));
const amount = v.pipe(v.number(), v.integer());

/**
 * The resolved options, every key kept: valibot's record (and looseObject) drop `__proto__`,
 * `constructor` and `prototype` without a word, and an option key the game does not know must be
 * refused by the game like any other, not lost on the way.
 */
const options = v.custom<Record<string, number | boolean | string>>(
  (x) =>
    typeof x === 'object' &&
    x !== null &&
    !Array.isArray(x) &&
    Object.values(x).every((val) => typeof val === 'number' || typeof val === 'boolean' || typeof val === 'string'),
  'not an object of numbers, true/false and words',
);

export const matchSchema = v.looseObject({
  type: v.literal('match'),
  format: v.literal('cardtable-history'),
  formatVersion: v.literal(1),
  app: v.string(),
  game: v.string(),
  variant: v.string(),
  players: v.pipe(v.number(), v.integer(), v.minValue(1)),
  seats: v.array(
    v.looseObject({
      name: v.string(),
      kind: v.picklist(['human', 'bot']),
      level: v.optional(v.string()),
    }),
  ),
  options,
  seed: v.string(),
  startedAt: v.string(),
  // docs/history-format.md: `false` for a match played without take-backs (--no-undo).
  undo: v.optional(v.boolean()),
});

export const lineSchemas = {
  match: matchSchema,
  deal: v.looseObject({
    type: v.literal('deal'),
    deal: dealNo,
    dealer: seat,
    hands: v.array(cards),
    piles: v.record(v.string(), cards),
  }),
  call: v.looseObject({ type: v.literal('call'), deal: dealNo, seat, call: v.pipe(v.string(), v.minLength(1)) }),
  reveal: v.looseObject({
    type: v.literal('reveal'),
    deal: dealNo,
    what: v.string(),
    seat: v.optional(seat),
    card: v.optional(card),
    cards: v.optional(cards),
  }),
  exchange: v.looseObject({
    type: v.literal('exchange'),
    deal: dealNo,
    seat,
    from: v.string(),
    gave: cards,
    got: cards,
  }),
  play: v.looseObject({ type: v.literal('play'), deal: dealNo, seat, card }),
  trick: v.looseObject({
    type: v.literal('trick'),
    deal: dealNo,
    index: dealNo,
    leader: seat,
    cards,
    winner: seat,
  }),
  settle: v.looseObject({
    type: v.literal('settle'),
    deal: dealNo,
    delta: v.array(amount),
    totals: v.array(amount),
    pot: v.optional(amount),
    note: v.optional(v.string()),
  }),
  end: v.looseObject({
    type: v.literal('end'),
    totals: v.array(amount),
    winners: v.array(seat),
    // A word from the game's Game.endReasons; replay checks it against that list and the rules.
    reason: v.pipe(v.string(), v.regex(/^[a-z][a-z-]*$/, 'a lower-case word')),
  }),
  // This program's extension (docs/history-format.md "undo"): a take-back in a practice game.
  undo: v.looseObject({ type: v.literal('undo'), deal: dealNo, seat, keep: count, moves: v.optional(count) }),
} as const;

export type LineType = keyof typeof lineSchemas;

export function isLineType(t: unknown): t is LineType {
  return typeof t === 'string' && Object.hasOwn(lineSchemas, t);
}
