// The search's work budget (workBudget), its successive halving at the root (prune) and a game's
// shortlist of root actions (candidates), on Fipsen's decisions: what they cut, exactly.
import { describe, expect, it } from 'vitest';
import { search } from '../../src/bots/search.js';
import { Rng } from '../../src/core/rng.js';
import { basicDecision, discardCandidates } from '../../src/games/fipsen/bots/basic.js';
import { DISCARD_CANDIDATES, EXACT_FROM_TRICK, fipsenHooks } from '../../src/games/fipsen/bots/hooks.js';
import { fipsen, type FipsenAction, type FipsenState } from '../../src/games/fipsen/index.js';
import { decisionStates } from '../registered.js';

const hooks = fipsenHooks;
/** No own-call searches: the Rng then feeds the sampler alone, so runs with other cuts draw the same deals. */
const BASE = { ownCallSamples: 0, fastPath: true } as const;

function firstState(variant: string, players: number, seed: string, ok: (s: FipsenState) => boolean): FipsenState {
  for (const s of decisionStates(fipsen, variant, players, seed, 20_000) as Generator<FipsenState>) if (ok(s)) return s;
  throw new Error(`no such ${variant} state`);
}

const seatOf = (s: FipsenState): number => (fipsen.turn(s) as { seat: number }).seat;

/** firstState's decision: the seat to decide, what is legal there and that seat's view. */
function decisionAt(variant: string, players: number, seed: string, ok: (s: FipsenState) => boolean) {
  const s = firstState(variant, players, seed, ok);
  const seat = seatOf(s);
  return { seat, legal: fipsen.legalActions(s), view: fipsen.view(s, seat) };
}
/** Bound on one sampled first lead's positions (measured: see the test). */
const LEAD_NODES = 100_000;
const key = (a: FipsenAction): string => fipsen.actionKey(a);

describe('search: the work budget (workBudget)', () => {
  it('stops at the first sample that reaches the cap, the same sample on every run', () => {
    const { seat, legal, view } = decisionAt('grossenaspe', 4, 'cap', (x) => x.phase === 'auction' && fipsen.legalActions(x).length >= 3);
    const cap = 20_000;
    const r = search(hooks, view, seat, legal, Rng.fromSeed('c'), { ...BASE, samples: 1000, workBudget: cap });
    expect(r.samples).toBeGreaterThan(1);
    expect(r.samples).toBeLessThan(1000);
    expect(r.nodes).toBeGreaterThanOrEqual(cap);
    // One sample fewer stays under the cap: the cut came as soon as the cap was reached.
    const before = search(hooks, view, seat, legal, Rng.fromSeed('c'), { ...BASE, samples: r.samples - 1 });
    expect(before.nodes).toBeLessThan(cap);
    expect(search(hooks, view, seat, legal, Rng.fromSeed('c'), { ...BASE, samples: 1000, workBudget: cap })).toEqual(r);
  });
});

describe('search: successive halving (prune)', () => {
  it('values the cut actions on the first samples only, the kept ones on all, and chooses among the kept', () => {
    const { seat, legal, view } = decisionAt('grossenaspe', 4, 'prune', (x) => x.phase === 'auction' && fipsen.legalActions(x).length >= 4);
    const early = search(hooks, view, seat, legal, Rng.fromSeed('p'), { ...BASE, samples: 2 });
    const full = search(hooks, view, seat, legal, Rng.fromSeed('p'), { ...BASE, samples: 6 });
    const cut = search(hooks, view, seat, legal, Rng.fromSeed('p'), { ...BASE, samples: 6, prune: { after: 2, keep: 2 } });
    // The two best after two samples (the earlier on a tie) go on.
    const ranked = legal.map((_, i) => i).sort((a, b) => early.values[b]!.value - early.values[a]!.value || a - b);
    const kept = new Set(ranked.slice(0, 2));
    legal.forEach((_, i) => expect(cut.values[i]!.value).toBe((kept.has(i) ? full : early).values[i]!.value));
    const best = [...kept].sort((a, b) => full.values[b]!.value - full.values[a]!.value || a - b)[0]!;
    expect(cut.action).toBe(legal[best]);
    expect(cut.nodes).toBeLessThan(full.nodes);
  });
});

describe('Fipsen bot:hard: Duttfips discards (candidates)', () => {
  const { seat, legal, view } = decisionAt(
    'duttfips',
    4,
    'dutt',
    (x) => x.phase === 'discard' && fipsen.legalActions(x).length > DISCARD_CANDIDATES,
  );

  it('weighs the rules of thumb’s best dozen of the 252 discards, their own choice first', () => {
    expect(legal).toHaveLength(252);
    const short = discardCandidates(view, legal, DISCARD_CANDIDATES);
    expect(short).toHaveLength(DISCARD_CANDIDATES);
    expect(short[0]).toBe(basicDecision(view, legal));
    expect(new Set(short.map(key)).size).toBe(DISCARD_CANDIDATES);
    for (const a of short) expect(legal).toContain(a);
  });

  it('values only those and chooses among them', () => {
    const short = new Set(discardCandidates(view, legal, DISCARD_CANDIDATES).map(key));
    const r = search(hooks, view, seat, legal, Rng.fromSeed('d'), { ...BASE, samples: 2 });
    expect(short.has(key(r.action))).toBe(true);
    legal.forEach((a, i) => expect(Number.isFinite(r.values[i]!.value)).toBe(short.has(key(a))));
  });

  it('a hint still values every discard (a review prices the one a player took)', () => {
    const r = search(hooks, view, seat, legal, Rng.fromSeed('d'), { ...BASE, samples: 1, always: true });
    for (const v of r.values) expect(Number.isFinite(v.value)).toBe(true);
  });

  it('leaves a decision of few actions whole', () => {
    const few = legal.slice(0, 5);
    expect(discardCandidates(view, few, DISCARD_CANDIDATES)).toEqual(few);
  });
});

describe('Fipsen bot:hard: Thedinghausen is searched exactly from its third trick', () => {
  it('exactFrom: not in the first two tricks of a deal, from the third; a deal with a declarer from its first card', () => {
    const first = firstState('thedinghausen', 5, 'td', (x) => x.phase === 'play' && x.tricks.length === 0);
    expect(hooks.exactFrom!(first)).toBe(false);
    const third = firstState('thedinghausen', 5, 'td', (x) => x.phase === 'play' && x.tricks.length === EXACT_FROM_TRICK);
    expect(hooks.exactFrom!(third)).toBe(true);
    const declared = firstState('grossenaspe', 5, 'td', (x) => x.phase === 'play' && x.tricks.length === 0);
    expect(hooks.exactFrom!(declared)).toBe(true);
  });

  it('a first lead costs under 100,000 positions a sampled deal (37,957 here; 816,000 before max-n searched touching cards once)', () => {
    const lead = decisionAt('thedinghausen', 5, 'lead', (x) => x.phase === 'play' && x.tricks.length === 0 && x.trick === null);
    const r = search(hooks, lead.view, lead.seat, lead.legal, Rng.fromSeed('t'), { ...BASE, samples: 1 });
    // Exact max-n from the first card (the hooks without exactFrom) visits 625,102 here (5.7 million before).
    expect(r.nodes).toBeLessThan(LEAD_NODES);
  });
});
