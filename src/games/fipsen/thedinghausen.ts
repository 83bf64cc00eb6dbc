// Fipsen in Thedinghausen (fipsen.md §3c): five players, 32 cards, no auction; the turned card is
// trump, a race to ten tricks whose tallies run across deals, played for Hedewigs (in cents).
import { rankOf, suitOf, type Card } from '../../core/cards.js';
import { resolveOptions } from '../options.js';
import type { OptionSpec, Result, VariantInfo } from '../../contract/game.js';
import type { Seat } from '../../core/history-lines.js';
import { filled } from '../rules-shared.js';
import { circuitAuction } from './auction.js';
import { PACK_32, fromVorhand } from './pack.js';
import { HEDEWIG_CENTS, PRIZE_CENTS, PRIZE_HEDEWIGS, SWEEP_CENTS, TARGET, liveTally, winChances } from './race.js';
import type { FipsenBid, FipsenRace, FipsenState } from './types.js';
import type { AfterTrick, DealScore, FipsenVariant } from './variant.js';

const OPTIONS: readonly OptionSpec[] = [
  { key: 'players', type: 'int', default: 5, min: 5, max: 5, summary: 'Exactly 5 players (R1).' },
  {
    key: 'tally_check',
    type: 'enum',
    default: 'immediate',
    values: ['immediate', 'deal_end'],
    summary: 'Tallies count at once, the tenth trick ends the game (immediate), or after each deal (deal_end) (R7).',
  },
  { key: 'games', type: 'int', default: 1, min: 1, max: 1000, summary: 'Games (races to ten tricks) in the session (R10).' },
];

export const THEDINGHAUSEN_INFO: VariantInfo = {
  id: 'thedinghausen',
  name: 'Fipsen (Thedinghausen, Hedewigs)',
  summary: '5 players, 32 cards, the turned card is trump; first to ten tricks across deals wins 5 Hedewigs.',
  minPlayers: 5,
  maxPlayers: 5,
  defaultPlayers: 5,
  // A turned Ace with your seven of trumps: take it or keep the seven, then the race's plays.
  learnSeed: 'learn-24',
  options: OPTIONS,
  lengthKey: 'games',
  // T-R3: played for Hedewigs, booked in cents.
  unit: 'cents',
};

export function startRace(players: number): FipsenRace {
  return {
    game: 1,
    tally: filled(players, 0),
    dealsInGame: 0,
    hedewigs: filled(players, 0),
    paid: filled(players, 0),
    received: filled(players, 0),
  };
}

/** T-R8: the seat that won all five tricks of a completed deal, the game not won by one of them, or null. */
function sweeper(s: FipsenState): Seat | null {
  if (s.tricks.length < 5) return null;
  const w = s.tricksWon.findIndex((t) => t === 5);
  if (w < 0) return null;
  // T-R7, F-T1: counted at once, a fifth trick that is his tenth has won the game before the deal
  // is complete. With deal_end no trick wins the game during the deal, so the sweep stands.
  // [program decision for deal_end]
  if (s.opts['tally_check'] !== 'deal_end' && s.race!.tally[w]! + 5 >= TARGET) return null;
  return w;
}

/**
 * T-R7: who has won the game with these tallies. `immediate`: the deal stopped at the first tenth
 * trick, so at most one seat is there. `deal_end`: the highest tally of ten or more; equal tallies,
 * the seat that reached ten first in trick order.
 */
export function gameWinner(s: FipsenState, tally: readonly number[]): Seat | null {
  const best = Math.max(...tally);
  if (best < TARGET) return null;
  const top = tally.flatMap((t, i) => (t === best ? [i] : []));
  if (top.length === 1) return top[0]!;
  const running = s.race!.tally.slice();
  for (const t of s.tricks) {
    running[t.winner]! += 1;
    if (running[t.winner] === TARGET && top.includes(t.winner)) return t.winner;
  }
  return top[0]!;
}

/** T-R8: each other player pays the sweeper. */
function paySweeper(sw: Seat, delta: number[], paid: number[], received: number[]): void {
  for (let x = 0; x < delta.length; x++) {
    if (x === sw) continue;
    delta[x]! -= SWEEP_CENTS;
    paid[x]! += SWEEP_CENTS;
    delta[sw]! += SWEEP_CENTS;
    received[sw]! += SWEEP_CENTS;
  }
}

/** The deal's score in words: the stakes, the sweep or the game won, and the tallies. */
function scoreWhy(r: FipsenRace, sw: Seat | null, winner: Seat | null, tally: readonly number[]): string {
  const why: string[] = [];
  if (r.dealsInGame === 0) why.push(`Game ${r.game}'s stakes: each player pays 1 Hedewig (${HEDEWIG_CENTS} cents) into its prize.`);
  if (sw !== null)
    why.push(
      `seat ${sw} took all five tricks, a sweep: they leave the tally again, each other player pays seat ${sw} ${SWEEP_CENTS} cents, and seat ${sw} gets ${PRIZE_HEDEWIGS} Hedewigs.`,
    );
  else if (winner !== null)
    why.push(
      `seat ${winner} reached ${TARGET} tricks and wins game ${r.game}: the prize, ${PRIZE_HEDEWIGS} Hedewigs (${PRIZE_CENTS} cents).`,
    );
  else why.push(`Nobody has ${TARGET} tricks yet: the tallies carry over.`);
  why.push(`Tallies: ${tally.map((t, x) => `seat ${x} ${t}`).join(', ')}.`);
  return why.join(' ');
}

function score(s: FipsenState): DealScore {
  const r = s.race!;
  const n = s.players;
  const delta = filled(n, 0);
  const paid = r.paid.slice();
  const received = r.received.slice();
  const won = filled(n, 0);
  // fipsen.md §8: a game's stakes are booked in the settle of its first deal (T-R3, T-R9).
  if (r.dealsInGame === 0)
    for (let x = 0; x < n; x++) {
      delta[x]! -= HEDEWIG_CENTS;
      paid[x]! += HEDEWIG_CENTS;
    }
  const sw = sweeper(s);
  let tally = liveTally(s);
  let winner: Seat | null = null;
  let note = 'deal played';
  if (sw !== null) {
    // T-R8: the five tricks leave the tally again; each other player pays the sweeper 1 euro.
    tally = r.tally.slice();
    paySweeper(sw, delta, paid, received);
    won[sw] = PRIZE_HEDEWIGS;
    note = `seat ${sw} sweeps`;
  } else {
    winner = gameWinner(s, tally);
    if (winner !== null) {
      delta[winner]! += PRIZE_CENTS;
      received[winner]! += PRIZE_CENTS;
      won[winner] = PRIZE_HEDEWIGS;
      note = `seat ${winner} wins the game`;
    }
  }
  const hedewigs = r.hedewigs.map((h, i) => h + won[i]!);
  const games = s.opts['games'] as number;
  const last = winner !== null && r.game >= games;
  const race: FipsenRace =
    winner === null || last
      ? { ...r, tally, dealsInGame: r.dealsInGame + 1, hedewigs, paid, received }
      : // T-R9: the next game starts from nothing; its stakes come with its first deal.
        { ...startRace(n), game: r.game + 1, hedewigs, paid, received };
  return {
    delta,
    value: 0,
    note,
    fields: { tally, hedewigs: won },
    counters: [
      { label: 'tally', values: tally },
      { label: 'Hedewigs', values: won },
    ],
    race,
    why: scoreWhy(r, sw, winner, tally),
    ...(last ? { end: 'target' } : {}),
  };
}

export const thedinghausen: FipsenVariant = {
  info: THEDINGHAUSEN_INFO,
  resolveOptions: (players, raw) => resolveOptions('fipsen', [THEDINGHAUSEN_INFO], 'thedinghausen', players, raw),
  pack: () => PACK_32,
  middlePile: { name: 'turnup', size: 1 },
  restPile: 'unused',
  inDeal: (dealer, players) => fromVorhand(dealer, players),
  // T-R4: no auction; the flow opens the deal with openDeal instead.
  auction: circuitAuction,
  bids: () => [],
  mayHold: () => false,
  encodeBid: () => ({}),
  decodeBid: (): Result<FipsenBid> => ({ ok: false, reason: 'Thedinghausen has no auction: the turned card is trump' }),
  describeBid: () => '',
  siebener: false,
  skatOrHand: false,
  handRequired: () => false,
  kiekerGivesOriginal: () => false,
  kiekerAudience: () => [],
  trumps: () => [],
  windowKind: () => null,
  continueWord: 'continue',
  openDeal(s) {
    const card = s.piles['turnup']![0]!;
    const trump = suitOf(card);
    const seven = `7${trump}` as Card;
    const holder = rankOf(card) === 'A' ? s.inDeal.find((x) => s.hands[x]!.includes(seven)) : undefined;
    return { card, trump, swapSeat: holder ?? null };
  },
  startRace,
  afterTrick(s): AfterTrick {
    if (s.tricks.length === 5) return 'won';
    // T-R7 immediate: play stops the moment a tally reaches ten, even mid-deal.
    if (s.opts['tally_check'] !== 'deal_end' && liveTally(s).some((t) => t >= TARGET)) return 'won';
    return 'on';
  },
  score: (s) => score(s),
  winners(s) {
    // T-R10: net cents, then Hedewigs.
    const best = Math.max(...s.balances);
    const top = s.balances.flatMap((b, i) => (b === best ? [i] : []));
    const h = s.race!.hedewigs;
    const most = Math.max(...top.map((x) => h[x]!));
    return top.filter((x) => h[x] === most);
  },
  onQuit(s) {
    // Players who stop in the middle of a game take their stakes back: nobody won its prize.
    // [program decision]
    const r = s.race!;
    if (r.dealsInGame === 0) return { balances: s.balances };
    return {
      balances: s.balances.map((b) => b + HEDEWIG_CENTS),
      race: { ...r, paid: r.paid.map((p) => p - HEDEWIG_CENTS) },
    };
  },
  positionValue(s) {
    // Cents now, less a stake not yet booked, plus the chance of this game's prize from the tallies.
    const r = s.race!;
    if (s.phase === 'over') return s.balances.slice();
    const p = winChances(liveTally(s));
    const stake = r.dealsInGame === 0 ? HEDEWIG_CENTS : 0;
    return s.balances.map((b, i) => b - stake + PRIZE_CENTS * p[i]!);
  },
};
