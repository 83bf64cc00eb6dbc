// Fipsen in Prisdorf (fipsen.md §3a): 25 cards, a holding auction with Hand and Ruten doubles,
// Kieker, Siebener Fips, stop or continue, and only the declarer scores.
import { SUITS, type Suit } from '../../core/cards.js';
import { dealsOption, resolveOptions } from '../options.js';
import type { OptionSpec, Result, VariantInfo } from '../../contract/game.js';
import type { Seat } from '../../core/history-lines.js';
import { holdingAuction } from './auction.js';
import { PACK_25, fromVorhand, kiekerEligible } from './pack.js';
import type { FipsenBid, FipsenState } from './types.js';
import { trickCounts, type AfterTrick, type DealScore, type FipsenVariant } from './variant.js';

const OPTIONS: readonly OptionSpec[] = [
  { key: 'players', type: 'int', default: 4, min: 3, max: 4, summary: 'Number of players: 4, or 3 (8 rest cards, R19).' },
  { key: 'min_bid_3', type: 'bool', default: false, summary: 'The lowest bid is 3.' },
  { key: 'kontra', type: 'bool', default: false, summary: 'Kontra ×2 / Rekontra ×4 before the first lead (R13).' },
  dealsOption({
    default: 100,
    defaultByPlayers: { 3: 120, 4: 100 },
    min: 1,
    summary: 'Match length in played deals (tournament lengths: 100 with 4 players, 120 with 3).',
  }),
];

export const PRISDORF_INFO: VariantInfo = {
  id: 'prisdorf',
  name: 'Fipsen (Prisdorf)',
  summary: '25 cards, 5 each; bid tricks, Hand and Ruten, hold or overcall; Kieker and Siebener Fips.',
  minPlayers: 3,
  maxPlayers: 4,
  defaultPlayers: 4,
  // The whole Prisdorf line: bid, take the Skat or play Hand, lay two away, name trump, play.
  learnSeed: 'learn-14',
  options: OPTIONS,
  lengthKey: 'deals',
};

/** P-R6 strength key: tricks first, then the number of doubles; Kieker between 4HR and 5. */
export function prisdorfRank(bid: FipsenBid): number {
  if (bid.kind === 'kieker') return 45;
  if (bid.kind === 'fips') throw new Error('Prisdorf has no Fips bid');
  return bid.tricks * 10 + (bid.hand ? 1 : 0) + (bid.ruten ? 1 : 0);
}

/** X outranks Y iff its key is greater; equal keys never overcall each other (P-R6). */
export function prisdorfBeats(x: FipsenBid, y: FipsenBid | null): boolean {
  return y === null || prisdorfRank(x) > prisdorfRank(y);
}

const tricksBid = (tricks: number, hand: boolean, ruten: boolean): FipsenBid => ({ kind: 'tricks', tricks, hand, ruten, gute: false });
const KIEKER: FipsenBid = Object.freeze({ kind: 'kieker' });

/** Every Prisdorf bid, low to high (equal bids side by side: Hand before Ruten). */
export function prisdorfLadder(min: number): FipsenBid[] {
  const out: FipsenBid[] = [];
  for (let t = min; t <= 5; t++) {
    if (t === 5) out.push(KIEKER);
    out.push(tricksBid(t, false, false), tricksBid(t, true, false), tricksBid(t, false, true), tricksBid(t, true, true));
  }
  return out;
}

const originalHand = (s: FipsenState, seat: Seat) => s.dealt[seat]!;

/** What the contract obliges (P-R10): doubles to realise and whether Hand / Ruten are fixed. */
export function obligations(s: FipsenState): { needHand: boolean; needRuten: boolean; doubles: number } {
  const c = s.contract!;
  if (c.bid.kind !== 'tricks') return { needHand: false, needRuten: false, doubles: 0 };
  const named = (c.bid.hand ? 1 : 0) + (c.bid.ruten ? 1 : 0);
  if (c.selfNamed) return { needHand: c.bid.hand, needRuten: c.bid.ruten, doubles: named };
  // A held bid: at least as many doubles, Hand and Ruten in any mix (F-P1); two force both (R11.4).
  return { needHand: named === 2, needRuten: named === 2, doubles: named };
}

function noteOf(s: FipsenState, outcome: string, durch: boolean): string {
  const c = s.contract!;
  if (c.bid.kind === 'kieker') return `seat ${c.declarer}: Kieker ${suitName(s.trump!)} ${outcome}`;
  const bidText = describePrisdorfBid(c.bid);
  const played = `${c.bid.kind === 'tricks' ? c.bid.tricks : 5}${s.handGame ? ' Hand' : ''} ${suitName(s.trump!)}${durch ? ' Durch' : ''}`;
  return `seat ${c.declarer}: bid ${bidText}, played ${played}, ${outcome}`;
}

/** "seat 1 played 3 Hand, diamonds trump (Ruten): 3 tricks, made. 3 × 2 (Hand) × 2 (Ruten) = +12." */
function whyOf(s: FipsenState, outcome: 'won' | 'lost', f: { base: number; durch: boolean; kontra: 1 | 2 | 4; v: number }): string {
  const c = s.contract!;
  const won = trickCounts(s).won;
  const ruten = s.trump === 'D';
  const played =
    c.bid.kind === 'kieker'
      ? 'a Kieker'
      : `${f.base}${s.handGame ? ' Hand' : ' with the Skat'}${c.selfNamed ? '' : ` (held ${describePrisdorfBid(c.bid)})`}`;
  const factors = [
    c.bid.kind === 'kieker' ? '5 (Kieker)' : String(f.base),
    ...(s.handGame ? ['2 (Hand)'] : []),
    ...(ruten ? ['2 (Ruten)'] : []),
    ...(f.durch ? ['2 (Durch)'] : []),
    ...(f.kontra === 4 ? ['4 (Rekontra)'] : f.kontra === 2 ? ['2 (Kontra)'] : []),
  ];
  const value = `Value ${factors.length > 1 ? `${factors.join(' × ')} = ${f.v}` : `${f.v}`}`;
  const score = outcome === 'won' ? `${value}: +${f.v}` : `${value}; lost: -2 × ${f.v} = -${2 * f.v}`;
  return `seat ${c.declarer} played ${played}, ${suitName(s.trump!)} trump: ${won} trick${won === 1 ? '' : 's'}, ${outcome === 'won' ? 'made' : 'lost'}. ${score}.`;
}

const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
export const suitName = (suit: Suit): string => SUIT_NAMES[suit];

export function describePrisdorfBid(bid: FipsenBid): string {
  if (bid.kind === 'kieker') return 'Kieker';
  if (bid.kind === 'fips') return 'Fips';
  return `${bid.tricks}${bid.hand ? ' Hand' : ''}${bid.ruten ? ' Ruten' : ''}`;
}

/** P-R16: V = base · 2^(Hand + Ruten + Durch) · Kontra multiplier. */
export function prisdorfValue(base: number, hand: boolean, ruten: boolean, durch: boolean, kontra: 1 | 2 | 4): number {
  return base * 2 ** ((hand ? 1 : 0) + (ruten ? 1 : 0) + (durch ? 1 : 0)) * kontra;
}

export const prisdorf: FipsenVariant = {
  info: PRISDORF_INFO,
  resolveOptions: (players, raw) => resolveOptions('fipsen', [PRISDORF_INFO], 'prisdorf', players, raw),
  pack: () => PACK_25,
  restPile: 'rest',
  inDeal: (dealer, players) => fromVorhand(dealer, players),
  auction: holdingAuction,
  bids(s, seat, high) {
    const min = s.opts['min_bid_3'] === true ? 3 : 2;
    const eligible = kiekerEligible(originalHand(s, seat));
    return prisdorfLadder(min).filter((b) => (b.kind !== 'kieker' || eligible) && prisdorfBeats(b, high));
  },
  mayHold: (s, seat, bid) => bid.kind !== 'kieker' || kiekerEligible(originalHand(s, seat)),
  encodeBid: (bid) =>
    bid.kind === 'kieker' ? { kieker: true } : bid.kind === 'tricks' ? { tricks: bid.tricks, hand: bid.hand, ruten: bid.ruten } : {},
  decodeBid(f): Result<FipsenBid> {
    if (f['kieker'] === true) return { ok: true, value: KIEKER };
    const t = f['tricks'];
    if (
      typeof t !== 'number' ||
      !Number.isInteger(t) ||
      t < 2 ||
      t > 5 ||
      typeof f['hand'] !== 'boolean' ||
      typeof f['ruten'] !== 'boolean'
    )
      return { ok: false, reason: 'a Prisdorf bid has "tricks" 2–5 with "hand" and "ruten" true or false, or "kieker": true' };
    return { ok: true, value: tricksBid(t, f['hand'], f['ruten']) };
  },
  describeBid: describePrisdorfBid,
  siebener: true,
  skatOrHand: true,
  handRequired: (s) => obligations(s).needHand,
  kiekerGivesOriginal: (players) => players === 3,
  kiekerAudience: (s) => [(s.contract!.declarer + 1) % s.players],
  trumps(s) {
    const all: Suit[] = [...SUITS];
    const c = s.contract!;
    if (c.bid.kind !== 'tricks') return all;
    const o = obligations(s);
    if (o.needRuten) return ['D'];
    // R11.4: a held double not realised by Hand must be realised by Ruten.
    if (!c.selfNamed && o.doubles > (s.handGame ? 1 : 0)) return ['D'];
    return all;
  },
  windowKind: (opts) => (opts['kontra'] === true ? 'kontra' : null),
  continueWord: 'continue',
  afterTrick(s): AfterTrick {
    const c = s.contract!;
    const t = c.bid.kind === 'tricks' ? c.bid.tricks : 5;
    const { won, lost } = trickCounts(s);
    const durch = t === 5 || c.bid.kind === 'kieker' || s.continued;
    if (durch) {
      if (lost > 0) return 'lost';
      return won === 5 ? 'won' : 'on';
    }
    if (won >= t && lost > 0) return 'won';
    if (won === t && lost === 0) return 'ask';
    if (lost > 5 - t) return 'lost';
    return 'on';
  },
  score(s, outcome): DealScore {
    const c = s.contract!;
    const delta = new Array<number>(s.players).fill(0);
    if (outcome === 'surrender') {
      delta[c.declarer] = -5;
      return { delta, value: -5, note: `seat ${c.declarer}: Kieker surrendered`, why: `seat ${c.declarer} surrendered the Kieker: -5.` };
    }
    const kontra: 1 | 2 | 4 = s.window?.rekontra ? 4 : s.window?.kontra != null ? 2 : 1;
    const durch = c.bid.kind === 'kieker' || (c.bid.kind === 'tricks' && c.bid.tricks === 5) || s.continued;
    const base = c.bid.kind === 'tricks' ? c.bid.tricks : 5;
    const v = prisdorfValue(base, s.handGame, s.trump === 'D', durch, kontra);
    const value = outcome === 'won' ? v : -2 * v;
    delta[c.declarer] = value;
    return { delta, value, note: noteOf(s, outcome, durch), why: whyOf(s, outcome, { base, durch, kontra, v }) };
  },
};
