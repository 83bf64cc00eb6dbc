// What one seat may see: its own hand, the public calls and tricks, its own discards, a Prisdorf
// Kieker's original hand only for the opponent on his left (P-R7, F-P10), and Thedinghausen's
// race (game, tallies, Hedewigs, cents), which is public.
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/history-lines.js';
import { seatFields, handFields, trickFields, matchFields } from '../rules-shared.js';
import { actor } from './rules.js';
import type { FipsenState, FipsenView } from './types.js';
import { liveTally } from './race.js';
import { variantOf } from './variants.js';

/** The hands `viewer` may see besides its own. */
export function shownTo(s: FipsenState, viewer: Seat | null): FipsenView['shown'] {
  const c = s.contract;
  if (viewer === null || c === null || c.bid.kind !== 'kieker') return [];
  if (!variantOf(s.variant).kiekerAudience(s).includes(viewer)) return [];
  return [{ seat: c.declarer, cards: s.dealt[c.declarer]!.slice() }];
}

/** Thedinghausen's race as everybody sees it, the tallies counting the deal's tricks so far (T-R7). */
export function raceView(s: FipsenState): Pick<FipsenView, 'race' | 'turnup' | 'turnupTaken' | 'counters'> {
  const r = s.race;
  if (!r) return {};
  const tally = liveTally(s);
  const taken = s.swapped === true;
  // The seven laid in the Ace's place is not named: it is the seven of trumps, and its line is an exchange.
  const face = s.piles['turnup']?.[0] ?? null;
  return {
    counters: [{ label: 'tally', values: tally }],
    turnup: taken && s.trump !== null ? (`A${s.trump}` as Card) : face,
    turnupTaken: taken,
    race: { ...r, tally, games: s.opts['games'] as number },
  };
}

export function fipsenView(s: FipsenState, seat: Seat | null): FipsenView {
  const declarer = s.contract?.declarer ?? null;
  // A secret turn (Siebener Fips, the trump seven's swap) shows only its own seat that it is asked.
  const secret = s.phase === 'siebener' || s.phase === 'swap';
  const toAct = secret ? (seat !== null && seat === actor(s) ? seat : null) : actor(s);
  return {
    game: 'fipsen',
    variant: s.variant,
    players: s.players,
    ...seatFields(s, seat),
    toAct,
    ...handFields(s, seat),
    trumpSuit: s.trump,
    balances: s.balances,
    auction: s.auction,
    calls: s.calls,
    contract: s.contract,
    handGame: s.handGame,
    continued: s.continued,
    window: s.window,
    inDeal: s.inDeal,
    pileSizes: Object.fromEntries(Object.entries(s.piles).map(([k, c]) => [k, c.length])),
    discarded: seat !== null && seat === declarer ? s.discarded.slice() : [],
    shown: shownTo(s, seat),
    out: Array.from({ length: s.players }, (_, x) => s.phase !== 'deal' && !s.inDeal.includes(x)),
    ...trickFields(s),
    ...matchFields(s),
    ...raceView(s),
  };
}
