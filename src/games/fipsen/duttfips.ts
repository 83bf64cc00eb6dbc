// Duttfips (fipsen.md §3e): the Mecklenburg Dutt game. Vorhand owns the Dutt game (take the five
// Dutt cards, lay five away, take the most tricks) unless someone overcalls it with Ruten oewer,
// Fips or Rutenfips. There is never a throw-in. [program scoring, F-M9]
import { SUITS } from '../../core/cards.js';
import { resolveOptions } from '../options.js';
import type { OptionSpec, Result, VariantInfo } from '../../contract/game.js';
import type { Seat } from '../../core/history-lines.js';
import { circuitAuction, type AuctionRules } from './auction.js';
import { declarerScore, MECKLENBURG_DEALS, MECKLENBURG_PLAYERS, MECKLENBURG_RULES } from './mecklenburg.js';
import type { FipsenAction, FipsenBid, FipsenState } from './types.js';
import { trickCounts, type AfterTrick, type FipsenVariant } from './variant.js';

const OPTIONS: readonly OptionSpec[] = [
  MECKLENBURG_PLAYERS,
  MECKLENBURG_DEALS,
  {
    key: 'most_tricks',
    type: 'enum',
    default: 'single',
    values: ['single', 'majority'],
    summary: 'The Dutt game needs more tricks than each other player (single) or at least 3 (majority) (R6).',
  },
  { key: 'fips_uses_dutt', type: 'bool', default: false, summary: 'A Fips or Rutenfips declarer may take the Dutt, laying 5 away (R7).' },
];

export const DUTTFIPS_INFO: VariantInfo = {
  id: 'duttfips',
  name: 'Duttfips (Mecklenburg)',
  summary: '4 players, 25 cards with the A♦; Vorhand plays the Dutt game unless overcalled by Ruten oewer or Fips. Program scoring.',
  minPlayers: 4,
  maxPlayers: 4,
  defaultPlayers: 4,
  // Bid, take the Dutt and lay five away, name trump, play.
  learnSeed: 'learn-14',
  options: OPTIONS,
  lengthKey: 'deals',
};

/** The Dutt game (tricks 0: "most tricks") and Ruten oewer (the same with diamonds). */
export const DUTT_GAME: FipsenBid = Object.freeze({ kind: 'tricks', tricks: 0, hand: false, ruten: false, gute: false });
export const RUTEN_OEWER: FipsenBid = Object.freeze({ kind: 'tricks', tricks: 0, hand: false, ruten: true, gute: false });
export const FIPS: FipsenBid = Object.freeze({ kind: 'fips', gute: false });
export const RUTENFIPS: FipsenBid = Object.freeze({ kind: 'fips', gute: true });

/** D-R4: Dutt game < Ruten oewer < Fips < Rutenfips. */
export function duttRank(bid: FipsenBid): number {
  if (bid.kind === 'fips') return bid.gute ? 3 : 2;
  if (bid.kind === 'tricks') return bid.ruten ? 1 : 0;
  throw new Error('Duttfips has no Kieker');
}

export function describeDuttBid(bid: FipsenBid): string {
  return ['Dutt game', 'Ruten oewer', 'Fips', 'Rutenfips'][duttRank(bid)]!;
}

/** D-R9: Dutt game 1 (2 with diamonds), Ruten oewer 2, Fips 10, Rutenfips 20. [program scoring] */
export function duttValue(bid: FipsenBid, diamonds: boolean): number {
  return [diamonds ? 2 : 1, 2, 10, 20][duttRank(bid)]!;
}

const KEEP: FipsenAction = Object.freeze({ kind: 'keep' });

/**
 * D-R5: Vorhand first keeps his Dutt game or raises it to Fips or Rutenfips (he cannot pass it
 * away); then strictly higher bids round and round as in Großenaspe, and he may be asked again.
 * [program decision, F-M8]
 */
export const duttAuction: AuctionRules = {
  start: circuitAuction.start,
  legal(a, bids, mayHold) {
    if (a.high === null) return [KEEP, ...bids(null).map((bid): FipsenAction => ({ kind: 'bid', bid }))];
    return circuitAuction.legal(a, bids, mayHold);
  },
  step(a, action) {
    return circuitAuction.step(a, action.kind === 'keep' ? { kind: 'bid', bid: DUTT_GAME } : action);
  },
  result: circuitAuction.result,
};

/** D-R6: the Dutt game's outcome once certain, from the tricks so far (null: still open). */
export function duttOutcome(s: FipsenState, declarer: Seat): 'won' | 'lost' | null {
  const { won } = trickCounts(s);
  const left = 5 - s.tricks.length;
  if (s.opts['most_tricks'] === 'majority') return won >= 3 ? 'won' : won + left < 3 ? 'lost' : null;
  // More than each other single player: certain when even all the rest to the best opponent
  // leaves him behind, lost when even all the rest to the declarer does not put him ahead.
  const best = Math.max(...s.tricksWon.filter((_, x) => x !== declarer));
  if (won > best + left) return 'won';
  if (won + left <= best) return 'lost';
  return null;
}

export const duttfips: FipsenVariant = {
  ...MECKLENBURG_RULES,
  info: DUTTFIPS_INFO,
  resolveOptions: (players, raw) => resolveOptions('fipsen', [DUTTFIPS_INFO], 'duttfips', players, raw),
  discardFrom: 'dutt',
  auction: duttAuction,
  bids(s, seat, high) {
    const floor = high === null ? 0 : duttRank(high);
    // D-R5.2: Ruten oewer is for the others only.
    const all = seat === s.inDeal[0] ? [FIPS, RUTENFIPS] : [RUTEN_OEWER, FIPS, RUTENFIPS];
    return all.filter((b) => duttRank(b) > floor);
  },
  encodeBid: (bid) => ({ contract: ['dutt', 'ruten-oewer', 'fips', 'rutenfips'][duttRank(bid)] }),
  decodeBid(f): Result<FipsenBid> {
    const c = f['contract'];
    if (c === 'ruten-oewer') return { ok: true, value: RUTEN_OEWER };
    if (c === 'fips') return { ok: true, value: FIPS };
    if (c === 'rutenfips') return { ok: true, value: RUTENFIPS };
    return {
      ok: false,
      reason: 'a Duttfips bid has "contract" "ruten-oewer", "fips" or "rutenfips" (Vorhand keeps his Dutt game with "keep")',
    };
  },
  describeBid: describeDuttBid,
  pickUp(s) {
    // D-R6: the Dutt game and Ruten oewer take the Dutt and lay 5 away; D-R7: a Fips plays the
    // dealt five, or chooses with fips_uses_dutt. [program decision, F-M7]
    if (s.contract!.bid.kind === 'tricks') return { pile: 'dutt', discard: 5 };
    return s.opts['fips_uses_dutt'] === true ? 'ask' : null;
  },
  trumps(s) {
    const bid = s.contract!.bid;
    return (bid.kind === 'tricks' && bid.ruten) || (bid.kind === 'fips' && bid.gute) ? ['D'] : [...SUITS];
  },
  afterTrick(s): AfterTrick {
    const c = s.contract!;
    if (c.bid.kind === 'fips') {
      // D-R7: all five tricks; the first lost one ends it (D-R8).
      const { won, lost } = trickCounts(s);
      return lost > 0 ? 'lost' : won === 5 ? 'won' : 'on';
    }
    return duttOutcome(s, c.declarer) ?? 'on';
  },
  score(s, outcome) {
    const bid = s.contract!.bid;
    const v = duttValue(bid, s.trump === 'D');
    const rank = duttRank(bid);
    // The Dutt game doubles with diamonds; Ruten oewer and Rutenfips are worth their names alone.
    const factors = rank === 0 && v === 2 ? ['1 (Dutt game)', '2 (diamonds)'] : [`${v} (${describeDuttBid(bid)})`];
    const most = s.opts['most_tricks'] === 'majority' ? 'at least 3 tricks' : 'more tricks than each other player';
    return declarerScore(s, outcome, v, describeDuttBid(bid), factors, rank >= 2 ? 'all five tricks' : most);
  },
};
