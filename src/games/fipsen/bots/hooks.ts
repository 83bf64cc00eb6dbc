// Fipsen's hooks of the search bot: the sampler (the determinisation of a view) and the model of
// the other seats before the card play.
import type { SearchHooks, SearchOptions } from '../../../contract/search.js';
import { thumbPolicy } from '../../rules-shared.js';
import { fipsen } from '../index.js';
import type { FipsenAction, FipsenState, FipsenView } from '../types.js';
import { basicFromState, discardCandidates } from './basic.js';
import { pastDecisions } from './inference.js';
import { sampleFipsenState } from './sampler.js';
import { variantOf } from '../variants.js';

/**
 * Fipsen's changes to bot:hard's search. No nested search of its own later calls: a later bid or
 * the Skat follow the rules of thumb inside a sampled deal, and the card play is exact anyway.
 * Hints search on the fast path too (`fastPath`): walked through `apply`, every seat's card play
 * searched without a transposition table takes minutes for one auction call.
 *
 * The budget is work, not time (no `maxMs`, as for every game): with the old 600 ms cap, a machine
 * under other work cut Großenaspe's bids to one or two samples. After 8 samples only the 3 best
 * actions go on (a bid among a dozen, a discard among a dozen): the auction's calls cost about half
 * as much for the same samples.
 */
export const FIPSEN_SEARCH: Partial<SearchOptions> = {
  prune: { after: 8, keep: 3 },
  ownCallSamples: 0,
  fastPath: true,
};

/**
 * Thedinghausen's five seats each play for himself: max-n, which alpha-beta cannot prune. Its first
 * two tricks are played by the rules of thumb for the other seats, and the rest exactly: a first
 * lead is then about 38,000 positions a sampled deal, and the budget draws about 14. Exact
 * from the first card (this constant 0) a first lead is about 600,000, three samples, within the
 * time aims too, but in duplicate it did not beat this setting: −1.17 and −1.06 cents a deal as the
 * challenger (600 deals each, intervals ±5), and this setting +1.16 and +1.38 against it. A deal with a
 * declarer (Großenaspe's five too) is two-sided: exact from its first card.
 */
export const EXACT_FROM_TRICK = 2;

function exactFrom(s: FipsenState): boolean {
  return s.contract !== null || s.tricks.length >= EXACT_FROM_TRICK;
}

/** Discards the search weighs when there are more (rules of thumb's ranking). */
export const DISCARD_CANDIDATES = 12;

/**
 * The variants where bot:hard weighs its samples by inference (bots/inference.ts): measured in
 * duplicate against the same search without it (README, the bots' section).
 */
export const FIPSEN_INFERENCE: Readonly<Record<string, boolean>> = {
  prisdorf: false,
  grossenaspe: false,
  thedinghausen: false,
  ansegger: false,
  duttfips: false,
};

export const fipsenHooks: SearchHooks<FipsenState, FipsenAction, FipsenView> = {
  game: fipsen,
  sample: sampleFipsenState,
  // Before the play every seat (ours for its later calls too) decides by the rules of thumb on its
  // own view: the auction, the Skat, the discards, the trump and Kontra would otherwise branch the
  // search past any budget. The card play, stop or continue included, is solved exactly for every
  // seat on the fast path (declarer against the team: alpha-beta with the transposition table).
  policy: thumbPolicy(
    (s) => fipsen.legalActions(s),
    (s, seat, root) => (s.phase === 'play' || s.phase === 'stop') && (exactFrom(s) || seat === root),
    basicFromState,
  ),
  exactFrom,
  exactOnFastPath: true,
  // Duttfips' declarer lays away five of ten (252 ways), more than the work budget searches on
  // more than one sampled deal: the rules of thumb's best dozen are searched instead.
  candidates: (view, legal) => discardCandidates(view, legal, DISCARD_CANDIDATES),
  // Thedinghausen's race: a trick towards ten is worth part of the game's prize before the game is
  // won, which the balances do not show (race.ts winChances); elsewhere the balances.
  positionValue(s) {
    const own = variantOf(s.variant).positionValue;
    return own ? own(s) : s.balances.slice();
  },
  // Every call the table heard says something of a hand (a bid, a pass, a hold, Hand, a Kieker, a
  // knock, stop or continue), and so does every card: the rules of thumb play nearly one card for
  // a position, so a sampled hand that would have played another one is less likely.
  inference: {
    decisions: pastDecisions,
    policy: basicFromState,
    on: (view) => FIPSEN_INFERENCE[view.variant] === true,
  },
};
