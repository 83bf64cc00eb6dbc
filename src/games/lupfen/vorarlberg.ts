// Vorarlberg Lupfen (lupfen.md §3b) as a variant module: force rounds while the pot is nearly
// empty, the dealer's stake and shoving, the lupf and "mit", blind lupfs and compulsory hearts,
// Ständer, the Scrap before the first lead, and every trickless player paying the pot.
import { suitOf } from '../../core/cards.js';
import type { GameLine, Seat } from '../../core/history-lines.js';
import { seatsFrom } from '../../core/seats.js';
import type { OptionSpec } from '../../contract/game.js';
import { JOIN, DROP, LIFT, LIFT_BLIND, LOOK, PASS } from './calls.js';
import { pay, reveal, type Draft } from './draft.js';
import { filled, setAt } from '../rules-shared.js';
import { isStaender, isUnderUnderOver, twoSows } from './hands.js';
import { DEALS, deckStyleSpec, playersSpec } from './options.js';
import type { LupfenState, SeatStatus } from './types.js';
import type { CallAction, DealFlow, LupfenVariant } from './variant.js';
import { vorarlbergWords } from './vorarlberg-variant-words.js';

const OPTIONS: readonly OptionSpec[] = [
  playersSpec(3, 6),
  { key: 'ante', type: 'int', default: 3, min: 1, max: 1000, summary: 'Paid by every player before every force (compulsory) round.' },
  DEALS,
  deckStyleSpec('german'),
  {
    key: 'dealer_stake',
    type: 'int',
    default: 0,
    min: 0,
    max: 999,
    multipleOf: 3,
    summary: 'Fee the dealer pays into the pot before every deal (multiple of 3; 0 = off).',
  },
  {
    key: 'shoving',
    type: 'bool',
    default: false,
    summary: 'The dealer may pay his fee and pass the deal on to his left (needs dealer_stake).',
  },
  { key: 'compulsory_hearts', type: 'bool', default: false, summary: 'When the lupf card is a Heart, everybody plays; nobody may pass.' },
  { key: 'compulsory_lupf', type: 'bool', default: false, summary: 'A player holding two or more Sows may not pass.' },
  {
    key: 'blind_lupf',
    type: 'bool',
    default: false,
    summary: 'A player may lupf before looking at his cards; then every trickless player pays double.',
  },
  {
    key: 'pass_before_lupf_final',
    type: 'bool',
    default: true,
    summary: 'Players who passed before the lupf stay out (false: they are offered "mit" too).',
  },
  {
    key: 'staender',
    type: 'bool',
    default: true,
    summary: 'Announce three cards of one suit ("Ständer") after the deal; no effect on play.',
  },
];

/** compulsory_hearts is in force for this deal: the lupf card is a Heart. */
function heartsCompel(s: LupfenState): boolean {
  return s.opts.compulsory_hearts && s.kind === 'lupfen' && s.trumpCard !== null && suitOf(s.trumpCard) === 'H';
}

function look(s: Draft, seat: Seat, log?: GameLine[]): void {
  s.looked = setAt(s.looked, seat, true);
  if (s.opts.staender && isStaender(s.hands[seat]!)) reveal(s, { what: 'staender', seat }, log);
}

/** shoving (L-V15): each player shoves at most once; the one it comes back to must deal. */
function shoveOrDeal(s: Draft, seat: Seat, a: CallAction): void {
  if (a.call === 'deal') {
    s.dealer = seat;
    s.phase = 'deal';
    s.pending = [];
    return;
  }
  s.shoved = setAt(s.shoved, seat, true);
  const next = (seat + 1) % s.n;
  if (!s.shoved[next]) pay(s, next, s.opts.dealer_stake);
  s.dealer = next;
  s.pending = [next];
}

function lupfTurn(s: Draft, seat: Seat, a: CallAction, flow: DealFlow, log?: GameLine[]): void {
  if (a.call === 'pass') {
    // L-V3: passing before the lupf drops the player out of the deal.
    s.status = setAt(s.status, seat, 'passed');
    s.pending = s.pending.slice(1);
    if (s.pending.length === 0) flow.settle(s, 'thrown-in', log); // R8.4
    return;
  }
  s.lifter = seat;
  s.blindLift = Boolean(a.blind);
  s.status = setAt(s.status, seat, 'in');
  const later = s.pending.slice(1); // after the lifter, up to and including the dealer
  flow.turnTrump(s, log);
  // Once the trump is turned everybody picks up his cards (blind_lupf).
  if (s.looked.some((l) => !l)) {
    for (const other of seatsFrom(s.dealer + 1, s.n)) if (!s.looked[other]) look(s, other, log);
  }
  const passers = seatsFrom(s.dealer + 1, s.n).filter((x) => s.status[x] === 'passed');
  // L-V17: compulsory hearts brings earlier passers back; pass_before_lupf_final=false offers them "mit".
  const askPassers = heartsCompel(s) || !s.opts.pass_before_lupf_final;
  s.phase = 'join';
  s.pending = askPassers ? [...later, ...passers] : later;
  if (s.pending.length === 0) flow.settle(s, 'unopposed', log); // R8.5 (LUP-V-15)
}

function scrapOrKeep(s: Draft, seat: Seat, a: CallAction, flow: DealFlow, log?: GameLine[]): void {
  if (a.call === 'scrap') {
    reveal(s, { what: 'scrap', seat, cards: s.hands[seat]!.slice() }, log);
    flow.settle(s, 'scrap', log);
    return;
  }
  s.pending = s.pending.slice(1);
  if (s.pending.length === 0) flow.startPlay(s);
}

export const vorarlberg: LupfenVariant = {
  id: 'vorarlberg',
  name: 'Lupfen (Vorarlberg / Allgäu, with force rounds)',
  summary: 'Force rounds when the pot is empty; lupf and "mit!"; a player without a trick pays the pot.',
  minPlayers: 3,
  maxPlayers: 6,
  defaultPlayers: 4,
  // The first deal of a Vorarlberg match is always a force round (everybody plays, nobody lupfs,
  // rules §FORCE ROUND): this seed gives the most card plays with a real choice in it.
  learnSeed: 'learn-6',
  options: OPTIONS,
  lengthKey: 'deals',
  checkOptions(o) {
    if (o['shoving'] === true && o['dealer_stake'] === 0) return 'shoving=true needs a dealer stake; set dealer_stake to 3, 6, 9 …';
    return null;
  },

  dealKind: (pot) => (pot < 3 ? 'force' : 'lupfen'), // R6 / R7
  dealerStake: (opts) => opts.dealer_stake,
  afterStake(s) {
    if (!s.opts.shoving) return;
    s.phase = 'shove';
    s.pending = [s.dealer];
  },
  dealt(s, order, flow, log) {
    const blind = s.opts.blind_lupf && s.kind === 'lupfen';
    s.looked = filled(s.n, !blind);
    if (s.opts.staender) {
      for (const seat of order) if (s.looked[seat] && isStaender(s.hands[seat]!)) reveal(s, { what: 'staender', seat }, log);
    }
    if (s.kind === 'force') {
      // R7: everybody plays; the top stock card gives trump.
      s.status = filled<SeatStatus>(s.n, 'in');
      flow.turnTrump(s, log);
      flow.specialHands(s, log);
      return;
    }
    s.phase = 'lift';
    s.pending = order.slice();
  },
  look,
  liftActions(s, seat) {
    if (!s.looked[seat]) return [LOOK, LIFT_BLIND];
    if (s.opts.compulsory_lupf && twoSows(s.hands[seat]!)) return [LIFT];
    return [PASS, LIFT];
  },
  joinActions(s, seat) {
    if (heartsCompel(s)) return [JOIN];
    if (s.opts.compulsory_lupf && twoSows(s.hands[seat]!)) return [JOIN];
    return [JOIN, DROP];
  },
  calls: { shove: shoveOrDeal, lift: lupfTurn, scrap: scrapOrKeep },
  joinCost: () => 0,
  joined: (s, flow, log) => flow.specialHands(s, log),
  beforeLead(s, order) {
    // R13: an Unter-Unter-Ober hand may Scrap, asked from the dealer's left.
    const scrappers = order.filter((x) => isUnderUnderOver(s.hands[x]!));
    if (scrappers.length === 0) return false;
    s.phase = 'scrap';
    s.pending = scrappers;
    return true;
  },
  // R7.5 / R8.6: the first active player from the dealer's left.
  leader: (s) => seatsFrom(s.dealer + 1, s.n).find((x) => s.status[x] === 'in')!,
  mustTrump: true,
  clockwise: true, // R1
  passIsOut: true,

  remainderToLifter: false, // R11: the remainder stays in the pot
  fine: (s, pot) => (s.blindLift ? 2 * pot : pot), // R11: every trickless active player pays P (2P after a blind lupf)
  endAfterTarget(pot, dealsDone, target) {
    if (pot < 3) return 'pot-empty'; // R14
    return dealsDone >= target + 30 ? 'deals' : null;
  },
  notes: {
    thrownIn: 'nobody lupfed: thrown in, the pot stays',
    unopposed: 'lupfed without mit',
    tricks: (s, pot, share) => `${s.kind === 'force' ? 'force' : 'Lupfen round'}, pot ${pot}, ${share} a trick`,
  },
  words: vorarlbergWords,
};
