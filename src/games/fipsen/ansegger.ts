// Ansegger Fips (fipsen.md §3d): the Mecklenburg bidding game. Bid 1–5 tricks, with or without
// Ruten (diamonds, the A♦ the only trump); no Skat, the Dutt lies unused; the deal ends as soon as
// the bid is made or out of reach. [program scoring, F-M4]
import { SUITS } from '../../core/cards.js';
import { resolveOptions } from '../options.js';
import type { OptionSpec, Result, VariantInfo } from '../../contract/game.js';
import { circuitAuction } from './auction.js';
import { declarerScore, MECKLENBURG_DEALS, MECKLENBURG_PLAYERS, MECKLENBURG_RULES } from './mecklenburg.js';
import type { FipsenBid } from './types.js';
import { trickCounts, type AfterTrick, type FipsenVariant } from './variant.js';

const OPTIONS: readonly OptionSpec[] = [MECKLENBURG_PLAYERS, MECKLENBURG_DEALS];

export const ANSEGGER_INFO: VariantInfo = {
  id: 'ansegger',
  name: 'Ansegger Fips (Mecklenburg)',
  summary: '4 players, 25 cards with the A♦; bid 1–5 tricks, Ruten for diamonds; 5 is Fips. Program scoring.',
  minPlayers: 4,
  maxPlayers: 4,
  defaultPlayers: 4,
  // You bid, name trump as declarer and play the contract out.
  learnSeed: 'learn-17',
  options: OPTIONS,
  lengthKey: 'deals',
};

const tricksBid = (tricks: number, ruten: boolean): FipsenBid => ({ kind: 'tricks', tricks, hand: false, ruten, gute: false });

/** A-R4: 1 < 1 Ruten < 2 < … < 4 Ruten < 5 (Fips) < 5 Ruten (Rutenfips). */
export function anseggerRank(bid: FipsenBid): number {
  if (bid.kind !== 'tricks') throw new Error('Ansegger bids are numbers');
  return (bid.tricks - 1) * 2 + (bid.ruten ? 1 : 0);
}

export function anseggerLadder(): FipsenBid[] {
  const out: FipsenBid[] = [];
  for (let t = 1; t <= 5; t++) out.push(tricksBid(t, false), tricksBid(t, true));
  return out;
}

export function describeAnseggerBid(bid: FipsenBid): string {
  if (bid.kind !== 'tricks') return '';
  if (bid.tricks === 5) return bid.ruten ? 'Rutenfips (5 Ruten)' : 'Fips (5)';
  return `${bid.tricks}${bid.ruten ? ' Ruten' : ''}`;
}

/** A-R8: V = b × (2 with diamonds trump) × (2 for Fips). [program scoring] */
export function anseggerValue(tricks: number, diamonds: boolean): number {
  return tricks * (diamonds ? 2 : 1) * (tricks === 5 ? 2 : 1);
}

const bidTricks = (bid: FipsenBid): number => (bid.kind === 'tricks' ? bid.tricks : 5);

export const ansegger: FipsenVariant = {
  ...MECKLENBURG_RULES,
  info: ANSEGGER_INFO,
  resolveOptions: (players, raw) => resolveOptions('fipsen', [ANSEGGER_INFO], 'ansegger', players, raw),
  // A-R5: as Großenaspe, strictly higher bids round and round. [program decision, F-M2]
  auction: circuitAuction,
  bids(_s, _seat, high) {
    const floor = high === null ? -1 : anseggerRank(high);
    return anseggerLadder().filter((b) => anseggerRank(b) > floor);
  },
  encodeBid: (bid) => (bid.kind === 'tricks' ? { tricks: bid.tricks, ruten: bid.ruten } : {}),
  decodeBid(f): Result<FipsenBid> {
    const t = f['tricks'];
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 1 || t > 5 || typeof f['ruten'] !== 'boolean')
      return { ok: false, reason: 'an Ansegger bid has "tricks" 1–5 and "ruten" true or false' };
    return { ok: true, value: tricksBid(t, f['ruten']) };
  },
  describeBid: describeAnseggerBid,
  // A-R6: no Skat: the Dutt is not used in this game.
  pickUp: () => null,
  trumps(s) {
    const bid = s.contract!.bid;
    // A-R6: a Ruten bid obliges diamonds; any other may name any suit. [program decision, F-M5]
    return bid.kind === 'tricks' && bid.ruten ? ['D'] : [...SUITS];
  },
  afterTrick(s): AfterTrick {
    // A-R7: made as soon as he has his tricks, lost as soon as he cannot reach them; no play on.
    const t = bidTricks(s.contract!.bid);
    const { won } = trickCounts(s);
    if (won >= t) return 'won';
    if (won + (5 - s.tricks.length) < t) return 'lost';
    return 'on';
  },
  score(s, outcome) {
    const bid = s.contract!.bid;
    const t = bidTricks(bid);
    const factors = [String(t), ...(s.trump === 'D' ? ['2 (Ruten)'] : []), ...(t === 5 ? ['2 (Fips)'] : [])];
    const needs = `${t} trick${t === 1 ? '' : 's'}`;
    return declarerScore(s, outcome, anseggerValue(t, s.trump === 'D'), describeAnseggerBid(bid), factors, needs);
  },
};
