// Vorarlberg Lupfen's own steps (lupfen.md §3b): shoving, the lupf and "mit", blind lupfs and
// compulsory hearts, Three Unders and the Scrap before the first lead. Force rounds are begun by
// startDeal in rules.ts. Like classic.ts, these steps end in settle() or the play of rules.ts.
import { suitOf } from '../../core/cards.js';
import type { GameLine } from '../../core/history-lines.js';
import { seatsFrom } from '../../core/seats.js';
import type { Seat } from '../game.js';
import { filled, pay, reveal, setAt, type Draft } from './draft.js';
import { isStaender, isThreeUnders, isUnderUnderOver, TRICKS_PER_DEAL } from './hands.js';
import { settle, startPlay, turnTrump } from './rules.js';
import type { LupfenCallWord, LupfenState } from './types.js';

/** compulsory_hearts is in force for this deal: the lupf card is a Heart. */
export function heartsCompel(s: LupfenState): boolean {
  return s.opts.compulsory_hearts && s.kind === 'lupfen' && s.trumpCard !== null && suitOf(s.trumpCard) === 'H';
}

export function look(s: Draft, seat: Seat, log?: GameLine[]): void {
  s.looked = setAt(s.looked, seat, true);
  if (s.opts.staender && isStaender(s.hands[seat]!)) reveal(s, { what: 'staender', seat }, log);
}

/** shoving (L-V15): each player shoves at most once; the one it comes back to must deal. */
export function shoveOrDeal(s: Draft, seat: Seat, word: LupfenCallWord): void {
  if (word === 'deal') {
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

export function lupfTurn(s: Draft, seat: Seat, a: { call: LupfenCallWord; blind?: boolean }, log?: GameLine[]): void {
  if (a.call === 'pass') {
    // L-V3: passing before the lupf drops the player out of the deal.
    s.status = setAt(s.status, seat, 'passed');
    s.pending = s.pending.slice(1);
    if (s.pending.length === 0) settle(s, 'thrown-in', log); // R8.4
    return;
  }
  s.lifter = seat;
  s.blindLift = Boolean(a.blind);
  s.status = setAt(s.status, seat, 'in');
  const later = s.pending.slice(1); // after the lifter, up to and including the dealer
  turnTrump(s, log);
  // Once the trump is turned everybody picks up his cards (blind_lupf).
  if (s.looked.some((l) => !l)) {
    for (const other of seatsFrom(s.dealer + 1, s.n)) if (!s.looked[other]) look(s, other, log);
  }
  const passers = seatsFrom(s.dealer + 1, s.n).filter((x) => s.status[x] === 'passed');
  // L-V17: compulsory hearts brings earlier passers back; pass_before_lupf_final=false offers them "mit".
  const askPassers = heartsCompel(s) || !s.opts.pass_before_lupf_final;
  s.phase = 'join';
  s.pending = askPassers ? [...later, ...passers] : later;
  if (s.pending.length === 0) settle(s, 'unopposed', log); // R8.5 (LUP-V-15)
}

/**
 * Before the first lead: Three Unders (classic R12, vorarlberg R12) wins all three tricks at once;
 * in vorarlberg an Unter-Unter-Ober hand may Scrap (R13). Order: from the dealer's left (vorarlberg),
 * any order in classic (only one player can hold three Unders).
 */
export function specialHands(s: Draft, log?: GameLine[]): void {
  const order = seatsFrom(s.dealer + 1, s.n).filter((x) => s.status[x] === 'in');
  const holder = order.find((x) => isThreeUnders(s.hands[x]!));
  if (holder !== undefined) {
    reveal(s, { what: 'three-unders', seat: holder, cards: s.hands[holder]!.slice() }, log);
    s.tricksWon = setAt(filled(s.n, 0), holder, TRICKS_PER_DEAL);
    settle(s, 'tricks', log);
    return;
  }
  if (s.variant === 'vorarlberg') {
    const scrappers = order.filter((x) => isUnderUnderOver(s.hands[x]!));
    if (scrappers.length > 0) {
      s.phase = 'scrap';
      s.pending = scrappers;
      return;
    }
  }
  startPlay(s);
}

export function scrapOrKeep(s: Draft, seat: Seat, word: LupfenCallWord, log?: GameLine[]): void {
  if (word === 'scrap') {
    reveal(s, { what: 'scrap', seat, cards: s.hands[seat]!.slice() }, log);
    settle(s, 'scrap', log);
    return;
  }
  s.pending = s.pending.slice(1);
  if (s.pending.length === 0) startPlay(s);
}
