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
  options: v.record(v.string(), v.union([v.number(), v.boolean(), v.string()])),
  seed: v.string(),
  startedAt: v.string(),
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
    // A word from the game's Game.endReasons; replay checks it against that list.
    reason: v.pipe(v.string(), v.regex(/^[a-z][a-z-]*$/, 'a lower-case word')),
  }),
} as const;

export type LineType = keyof typeof lineSchemas;

export function isLineType(t: unknown): t is LineType {
  return typeof t === 'string' && Object.hasOwn(lineSchemas, t);
}
