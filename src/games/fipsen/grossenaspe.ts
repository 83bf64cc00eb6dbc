// Fipsen in Großenaspe (fipsen.md §3b): 32 cards (Karo Fipsen: 25), strictly higher bids in
// circuits, Gute (clubs; diamonds with 3 players), Kieker, Fips, "ich spiele durch", and the
// opponents score when the declarer fails.
import { SUITS, type Suit } from '../../core/cards.js';
import { dealsOption, resolveOptions } from '../options.js';
import type { OptionSpec, Options, Result, VariantInfo } from '../../contract/game.js';
import { circuitAuction } from './auction.js';
import { PACK_25, PACK_32, fromVorhand, kiekerEligible } from './pack.js';
import type { FipsenBid, FipsenState } from './types.js';
import { trickCounts, type AfterTrick, type DealScore, type FipsenVariant } from './variant.js';

const FIVE_MODE: OptionSpec = {
  key: 'five_mode',
  type: 'enum',
  default: 'sit_out',
  values: ['sit_out', 'all_in'],
  players: [5],
  summary: 'Five players: the dealer sits out (sit_out) or all five get cards (all_in) (R14).',
};

const OPTIONS: readonly OptionSpec[] = [
  { key: 'players', type: 'int', default: 4, min: 3, max: 5, summary: 'Number of players: 4, 3 (Karo Fipsen, R13) or 5 (R14).' },
  { key: 'kloppen', type: 'bool', default: false, summary: "An opponent's knock doubles the deal (R15)." },
  FIVE_MODE,
  dealsOption({ default: 20, defaultByPlayers: { 3: 15, 4: 20, 5: 25 }, min: 1, summary: 'Match length in played deals (5 full rounds).' }),
];

export const GROSSENASPE_INFO: VariantInfo = {
  id: 'grossenaspe',
  name: 'Fipsen (Großenaspe)',
  summary: '32 cards, 5 each; bid 1–5, Gute for clubs, Kieker and Fips; play on for all five; 3 to 5 players.',
  minPlayers: 3,
  maxPlayers: 5,
  defaultPlayers: 4,
  // You win the auction: lay away, name trump, play, and then stop or play through (durch).
  learnSeed: 'learn-8',
  options: OPTIONS,
  lengthKey: 'deals',
  // F-G1 leaves a cut to the table (option `cut`, default off).
  leftOut: { cut: 'a cut changes nothing for a shuffled pack, so the program never cuts (R3)' },
};

/** G-R5: 1 < 1 Gute < … < 4 Gute < Kieker < 5 < 5 Gute < Fips < Fips Gute. */
export function grossenaspeRank(bid: FipsenBid): number {
  if (bid.kind === 'kieker') return 8;
  if (bid.kind === 'fips') return bid.gute ? 12 : 11;
  return bid.tricks === 5 ? (bid.gute ? 10 : 9) : (bid.tricks - 1) * 2 + (bid.gute ? 1 : 0);
}

const tricksBid = (tricks: number, gute: boolean): FipsenBid => ({ kind: 'tricks', tricks, hand: false, ruten: false, gute });
const KIEKER: FipsenBid = Object.freeze({ kind: 'kieker' });

export function grossenaspeLadder(): FipsenBid[] {
  const out: FipsenBid[] = [];
  for (let t = 1; t <= 4; t++) out.push(tricksBid(t, false), tricksBid(t, true));
  out.push(KIEKER, tricksBid(5, false), tricksBid(5, true), { kind: 'fips', gute: false }, { kind: 'fips', gute: true });
  return out;
}

/** The doubling suit: clubs, diamonds with 3 players (R13, F-G7). */
export const guteSuit = (players: number): Suit => (players === 3 ? 'D' : 'C');

const sitsOut = (opts: Options): boolean => opts['players'] === 5 && opts['five_mode'] !== 'all_in';

export function describeGrossenaspeBid(bid: FipsenBid, players = 4): string {
  const gute = players === 3 ? ' Ruten' : ' Gute';
  if (bid.kind === 'kieker') return 'Kieker';
  if (bid.kind === 'fips') return `Fips${bid.gute ? gute : ''}`;
  return `${bid.tricks}${bid.gute ? gute : ''}`;
}

/** G-R12: each seat's change for a result worth `points` to the declarer or to each opponent. */
function pay(s: FipsenState, toDeclarer: boolean, points: number): number[] {
  const d = s.contract!.declarer;
  return Array.from({ length: s.players }, (_, x) => (toDeclarer ? (x === d ? points : 0) : x !== d && s.inDeal.includes(x) ? points : 0));
}

export const grossenaspe: FipsenVariant = {
  info: GROSSENASPE_INFO,
  resolveOptions(players, raw): Result<Options> {
    // five_mode applies at five players only (R14): the shared resolver leaves it out elsewhere.
    return resolveOptions('fipsen', [GROSSENASPE_INFO], 'grossenaspe', players, raw);
  },
  pack: (players) => (players === 3 ? PACK_25 : PACK_32),
  restPile: 'stock',
  inDeal: (dealer, players, opts) => fromVorhand(dealer, players, (x) => sitsOut(opts) && x === dealer),
  auction: circuitAuction,
  bids(s, seat, high) {
    const eligible = kiekerEligible(s.dealt[seat]!);
    const floor = high === null ? -1 : grossenaspeRank(high);
    return grossenaspeLadder().filter((b) => (b.kind !== 'kieker' || eligible) && grossenaspeRank(b) > floor);
  },
  mayHold: () => false,
  encodeBid(bid) {
    if (bid.kind === 'kieker') return { contract: 'kieker', gute: false };
    if (bid.kind === 'fips') return { contract: 'fips', gute: bid.gute };
    return { contract: bid.tricks, gute: bid.gute };
  },
  decodeBid(f): Result<FipsenBid> {
    const c = f['contract'];
    const gute = f['gute'];
    const bad: Result<never> = { ok: false, reason: 'a Großenaspe bid has "contract" 1–5, "kieker" or "fips", and "gute" true or false' };
    if (typeof gute !== 'boolean') return bad;
    if (c === 'kieker') return gute ? bad : { ok: true, value: KIEKER };
    if (c === 'fips') return { ok: true, value: { kind: 'fips', gute } };
    if (typeof c === 'number' && Number.isInteger(c) && c >= 1 && c <= 5) return { ok: true, value: tricksBid(c, gute) };
    return bad;
  },
  describeBid: (bid, players) => describeGrossenaspeBid(bid, players),
  siebener: false,
  skatOrHand: false,
  handRequired: () => false,
  kiekerGivesOriginal: () => true,
  // R9: no proof of eligibility is shown in Großenaspe; the program checks it.
  kiekerAudience: () => [],
  trumps(s) {
    const bid = s.contract!.bid;
    if (bid.kind !== 'kieker' && bid.gute) return [guteSuit(s.players)];
    return [...SUITS];
  },
  windowKind: (opts) => (opts['kloppen'] === true ? 'knock' : null),
  continueWord: 'durch',
  surrenderPaysOpponents: true,
  afterTrick(s): AfterTrick {
    const bid = s.contract!.bid;
    const { won, lost } = trickCounts(s);
    const left = 5 - s.tricks.length;
    // The top number bid (5 Gute) must win every trick: its first lost trick ends it. A plain 5
    // plays on like a lower bid until the declarer has a trick, as the reference tables do
    // (fipsen-grossenaspe-5p deal 7); beet and pott beet score alike there, so only the trick
    // count differs. [program decision]
    if (bid.kind !== 'tricks' || s.continued || (bid.tricks === 5 && bid.gute)) {
      if (lost > 0) return 'lost';
      return won === 5 ? 'won' : 'on';
    }
    if (won >= bid.tricks) return lost === 0 && won === bid.tricks && bid.tricks < 5 ? 'ask' : 'won';
    // Failure is certain; the play goes on only while beet and pott beet are still open (R11).
    if (won + left < bid.tricks && (won >= 1 || left === 0)) return 'lost';
    return 'on';
  },
  score(s, outcome): DealScore {
    const c = s.contract!;
    if (outcome === 'surrender')
      return {
        delta: pay(s, false, 5),
        value: 5,
        note: `seat ${c.declarer}: Kieker surrendered`,
        why: `seat ${c.declarer} surrendered the Kieker: each opponent +5.`,
      };
    const doubled = s.trump === guteSuit(s.players);
    const knocked = (s.window?.knocks.length ?? 0) > 0;
    const mult = (doubled ? 2 : 1) * (knocked ? 2 : 1);
    const { won } = trickCounts(s);
    const name = describeGrossenaspeBid(c.bid, s.players);
    const result = (base: number, v: number, toDeclarer: boolean, what: string): DealScore => {
      const factors = `${base}${doubled ? ` × 2 (${suitWord(s.trump)})` : ''}${knocked ? ' × 2 (knocked)' : ''}`;
      const sum = mult > 1 ? `${factors} = ${v}` : `${v}`;
      const tricks = `${won} trick${won === 1 ? '' : 's'}`;
      return {
        delta: pay(s, toDeclarer, v),
        value: v,
        note: `seat ${c.declarer}: ${what}`,
        why: `seat ${c.declarer} played ${name}, ${suitWord(s.trump!)} trump, ${tricks}: ${what.replace(name, '').trim()}. ${sum} ${toDeclarer ? `to seat ${c.declarer}` : 'to each opponent'}.`,
      };
    };
    if (c.bid.kind === 'kieker' || c.bid.kind === 'fips') {
      const base = c.bid.kind === 'kieker' ? 10 : 20;
      const trump = c.bid.kind === 'kieker' ? ` ${suitWord(s.trump!)}` : '';
      return result(base, base * mult, outcome === 'won', `${name}${trump} ${outcome}`);
    }
    const eff = s.continued ? 5 : c.bid.tricks;
    if (outcome === 'won') return result(eff, eff * mult, true, `${name} ${s.continued ? 'durch' : 'made'}`);
    const base = won === 0 ? 5 : eff;
    return result(base, base * mult, false, `${name} ${won === 0 ? 'pott beet' : 'beet'}`);
  },
};

const SUIT_WORDS: Readonly<Record<Suit, string>> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
const suitWord = (suit: Suit): string => SUIT_WORDS[suit];
