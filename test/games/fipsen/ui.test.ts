// Fipsen's table adapter: the auction as one ladder of the legal calls, the discard as one pick of
// the count the rules ask, the Centre's auction lines and the summary's reasons.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import type { FipsenAction, FipsenState } from '../../../src/games/fipsen/types.js';
import { centreLines } from '../../../src/games/fipsen/ui/Centre.js';
import { fipsenUi } from '../../../src/games/fipsen/ui/index.js';
import { decisionStates } from '../../registered.js';
import { rungText } from '../../../src/ui/ladder.js';
import { answer } from '../../../src/ui/plain.js';
import { initialSelection, promptKey } from '../../../src/ui/prompt.js';
import { screenText } from '../../ui/screen.js';
import { tableModel } from '../../ui/table-model.js';
import { dealt as dealtAt, table } from './helpers.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];
const LOOK = { style: 'french', ascii: false } as const;

function dealt(): FipsenState {
  const hands: Card[][] = [
    ['AC', 'TC', '9S', '8H', '7D'],
    ['KC', 'QC', 'JC', '9C', '8C'],
    ['KS', 'QS', 'JS', 'TS', '8S'],
    ['KH', 'QH', 'JH', 'TH', '9H'],
  ];
  return dealtAt(table('prisdorf', 4), 3, hands, { skat: ['AS', '7S'], rest: ['AH', '7C', '7H'] });
}

const prompt = (s: FipsenState) => {
  const view = fipsen.view(s, fipsen.turn(s).kind === 'decide' ? (fipsen.turn(s) as { seat: number }).seat : null);
  return fipsenUi.prompt(view, fipsen.legalActions(s), LOOK);
};
const play = (s: FipsenState, ...actions: FipsenAction[]): FipsenState => actions.reduce((x, a) => fipsen.apply(x, a), s);
const BID2: FipsenAction = { kind: 'bid', bid: { kind: 'tricks', tricks: 2, hand: false, ruten: false, gute: false } };
const PASS: FipsenAction = { kind: 'pass' };

describe('Fipsen at the table', () => {
  it('opens the auction with one ladder: every legal bid low to high, then pass, selected at first', () => {
    const p = prompt(dealt());
    if (p.kind !== 'ladder') throw new Error(p.kind);
    expect(p.question).toBe('Open the auction: bid, or pass');
    const labels = p.rungs.map((r) => r.label);
    expect(labels.slice(0, 5)).toEqual(['2', '2 Hand', '2 Ruten', '2 Hand Ruten', '3']);
    // Ana holds no picture card: Kieker is hers to bid, between the 4s and the 5s.
    expect(labels.indexOf('Kieker')).toBe(labels.indexOf('4 Hand Ruten') + 1);
    expect(labels.at(-1)).toBe('pass');
    expect(p.rungs.at(-1)!.key).toBe('p');
    expect(initialSelection(p, []).index).toBe(p.rungs.length - 1);
  });

  it('a challenger sees the high bid and only higher bids; the survivor may hold', () => {
    const s = play(dealt(), BID2);
    const ben = prompt(s);
    if (ben.kind !== 'ladder') throw new Error(ben.kind);
    expect(ben.question).toBe('The high bid is 2: bid higher or pass');
    expect(ben.rungs[0]!.label).toBe('2 Hand');
    expect(ben.rungs.map((r) => r.label)).not.toContain('Kieker');
    const lines = centreLines(fipsen.view(s, 1), LOOK, NAMES);
    expect(lines).toEqual({ head: 'High bid 2: Ana', body: 'Nobody has passed', foot: 'Ben to call' });
    const ana = prompt(play(s, { kind: 'bid', bid: { kind: 'tricks', tricks: 3, hand: false, ruten: false, gute: false } }));
    if (ana.kind !== 'ladder') throw new Error(ana.kind);
    expect(ana.question).toBe('Challenged with 3: hold, go higher or pass');
    expect(ana.rungs.slice(-2).map((r) => [r.label, r.key])).toEqual([
      ['hold', 'o'],
      ['pass', 'p'],
    ]);
  });

  it('after the Skat the two cards are laid away in one pick of exactly two', () => {
    const s = play(dealt(), BID2, PASS, PASS, PASS);
    const skat = prompt(s);
    if (skat.kind !== 'choice') throw new Error(skat.kind);
    expect(skat.question).toBe('Take the Skat, or play Hand?');
    expect(skat.options.map((o) => [o.label, o.key])).toEqual([
      ['Take the Skat', 'k'],
      ['Play Hand (doubles)', 'a'],
    ]);
    const d = prompt(play(s, { kind: 'skat' }));
    if (d.kind !== 'cards' || !d.pick) throw new Error(d.kind);
    expect(d.question).toBe('Lay 2 cards away');
    expect(d.hint).toBe('They go face down, out of the deal.');
    expect(d.pick.count).toBe(2);
    expect(d.playable.map((p) => p.card).sort()).toEqual(['7D', '7S', '8H', '9S', 'AC', 'AS', 'TC'].sort());
    expect(d.pick.actionFor(['9S', '7D'])).toMatchObject({ kind: 'discard' });
    expect((d.pick.actionFor(['9S', '7D']) as Extract<FipsenAction, { kind: 'discard' }>).cards.slice().sort()).toEqual(['7D', '9S']);
  });

  it('P-R11.4 a held Hand bid played with the Skat: diamonds are said to be forced, and the middle no longer says Hand', () => {
    const hand2: FipsenAction = { kind: 'bid', bid: { kind: 'tricks', tricks: 2, hand: true, ruten: false, gute: false } };
    const s = play(dealt(), BID2, hand2, { kind: 'hold' }, PASS, PASS, PASS);
    expect(s.contract).toMatchObject({ declarer: 0, selfNamed: false });
    const skat = prompt(s);
    expect(skat.hint).toBe('Held 2 Hand: take the Skat and diamonds (Ruten) must be trump.');
    expect(centreLines(fipsen.view(s, 1), LOOK, NAMES).head).toBe('Ana plays 2 Hand');
    const taken = play(s, { kind: 'skat' }, { kind: 'discard', cards: ['9S', '8H'] });
    const trump = prompt(taken);
    if (trump.kind !== 'choice') throw new Error(trump.kind);
    expect(trump.question).toBe('Name trump');
    expect(trump.options.map((o) => o.label)).toEqual(['Diamonds']);
    expect(trump.hint).toBe('With the Skat taken, your held 2 Hand needs Ruten: diamonds are forced.');
    expect(centreLines(fipsen.view(taken, 1), LOOK, NAMES).head).toBe('Ana plays 2');
    const named = play(taken, { kind: 'trump', suit: 'D' });
    expect(centreLines(fipsen.view(named, 1), LOOK, NAMES).head).toBe('Ana plays 2 Ruten');
  });

  it('the Kieker and stop questions show every option whole at 80 columns (seeded matches seldom reach them)', () => {
    const kieker = play(dealt(), { kind: 'bid', bid: { kind: 'kieker' } }, PASS, PASS, PASS);
    const made = play(dealt(), BID2, PASS, PASS, PASS);
    const cases: [FipsenState, FipsenAction[]][] = [
      [kieker, fipsen.legalActions(kieker)],
      [{ ...made, phase: 'stop' }, [{ kind: 'stop' }, { kind: 'continue' }]],
    ];
    for (const [s, legal] of cases) {
      const view = fipsen.view(s, 0);
      const prompt = fipsenUi.prompt(view, legal, LOOK);
      if (prompt.kind !== 'choice') throw new Error(prompt.kind);
      const m = tableModel(fipsen, fipsenUi, s, 0, NAMES, { decision: { seat: 0, prompt } });
      const lines = screenText(m, { cols: 80, rows: 24 }).split('\n');
      const row = lines.findIndex((l) => l.startsWith(prompt.question));
      for (const o of prompt.options) expect(lines[row], lines.join('\n')).toContain(`[${o.key}] ${o.label}`);
      expect(lines[row + 1]).toContain(prompt.hint!);
    }
  });

  it("the Kieker's five are in the view of the opponent on his left only", () => {
    const s = play(dealt(), { kind: 'bid', bid: { kind: 'kieker' } }, PASS, PASS, PASS);
    expect(fipsen.view(s, 1).shown).toEqual([{ seat: 0, cards: ['AC', 'TC', '9S', '8H', '7D'] }]);
    for (const seat of [0, 2, 3, null]) expect(fipsen.view(s, seat).shown).toEqual([]);
  });
});

/** The seat to decide at `s`. */
function decider(s: FipsenState): number {
  const t = fipsen.turn(s);
  if (t.kind !== 'decide') throw new Error(t.kind);
  return t.seat;
}
describe('Fipsen words', () => {
  const kieker = (variant: string, players: number, raw: Record<string, string>) => {
    const options = fipsen.resolveOptions(variant, players, raw);
    if (!options.ok) throw new Error(options.reason);
    const view = { ...fipsen.view(fipsen.setup({ variant, players, options: options.value }), 0), phase: 'kieker' as const };
    return fipsenUi.prompt(view, [{ kind: 'surrender' }, { kind: 'play-on' }], LOOK);
  };

  it('G-R12 a Großenaspe Kieker surrender gives each opponent 5 and costs the declarer nothing; P-R16 a Prisdorf one costs 5', () => {
    const g = kieker('grossenaspe', 5, { five_mode: 'all_in' });
    if (g.kind !== 'choice') throw new Error(g.kind);
    expect(g.options.map((o) => o.label)).toEqual(['Surrender (others +5)', 'Play on']);
    expect(g.hint).toBe('Surrender: each opponent +5, you 0. Play on: keep 5, name trump, take every trick.');
    const p = kieker('prisdorf', 4, {});
    if (p.kind !== 'choice') throw new Error(p.kind);
    expect(p.options.map((o) => o.label)).toEqual(['Surrender (-5)', 'Play on']);
    expect(p.hint).toBe('Surrender: -5. Play on: keep 5, name trump, take every trick.');
  });

  it('T-R5 the turned Ace and D-R7 the Dutt are asked as what they are, not "Your call"', () => {
    const asked = (variant: string, players: number, phase: 'swap' | 'dutt', legal: FipsenAction[]) => {
      const options = fipsen.resolveOptions(variant, players, {});
      if (!options.ok) throw new Error(options.reason);
      const view = { ...fipsen.view(fipsen.setup({ variant, players, options: options.value }), 0), phase };
      const p = fipsenUi.prompt(view, legal, LOOK);
      if (p.kind !== 'choice') throw new Error(p.kind);
      return { question: p.question, hint: p.hint, options: p.options.map((o) => [o.key, o.label]) };
    };
    expect(asked('thedinghausen', 5, 'swap', [{ kind: 'swap' }, { kind: 'keep' }])).toEqual({
      question: 'Take the turned Ace for your seven?',
      hint: 'The Ace joins your hand; your seven of trumps lies face up in its place.',
      options: [
        ['w', 'Take the Ace'],
        ['k', 'Keep your seven'],
      ],
    });
    const dutt = asked('duttfips', 4, 'dutt', [{ kind: 'dutt' }, { kind: 'no-dutt' }]);
    expect(dutt.question).toBe('Use the Dutt?');
    expect(dutt.options).toEqual([
      ['d', 'Use the Dutt'],
      ['n', 'Play your own five'],
    ]);
  });

  it('a declined Kontra or knock says what was declined', () => {
    const view = fipsen.view(dealt(), 0);
    const said = (call: string) => fipsenUi.logLine(view, { type: 'call', deal: 1, seat: 2, call }, NAMES, LOOK);
    expect(said('no-kontra')).toBe('Cleo does not double (Kontra).');
    expect(said('no-knock')).toBe('Cleo does not knock.');
  });
});

describe('Thedinghausen and Duttfips at the table', () => {
  it('Thedinghausen: the game in the header, cents, Hedewigs beside every seat, the turned card and who is ahead', () => {
    let s: FipsenState | null = null;
    for (const x of decisionStates(fipsen, 'thedinghausen', 5, 'ui-race', 2000)) {
      const st = x as FipsenState;
      if (st.phase === 'play' && st.dealNo === 2 && st.tricks.length === 2) {
        s = st;
        break;
      }
    }
    if (!s) throw new Error('no second deal in play');
    const v = fipsen.view(s, 0);
    expect(fipsenUi.progress!(v, 2)).toEqual(['game 1 of 1', 'deal 2']);
    expect(fipsenUi.unitOf!(v)).toBe('cents');
    // The stakes were booked with the first deal: every seat is 80 cents down unless a sweep paid.
    for (let x = 0; x < 5; x++)
      expect(fipsenUi.seatStatus(v, x)).toBe(`${v.race!.hedewigs[x]} Hedewig${v.race!.hedewigs[x] === 1 ? '' : 's'}`);
    const lines = centreLines(v, LOOK, ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva']);
    expect(lines.head).toBe('Game 1 of 1 · to 10');
    const suit = { C: '♣', S: '♠', H: '♥', D: '♦' }[s.trump!];
    expect(lines.body).toMatch(new RegExp(`^Trump ${suit} · (turned |A${suit} taken for the 7${suit})`));
    const best = Math.max(...v.race!.tally);
    const ahead = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva'].filter((_, x) => v.race!.tally[x] === best);
    expect(lines.foot).toBe(`Ahead: ${ahead.join(', ').replace(/^Ana/, 'You')} with ${best}`);
  });

  it('Duttfips: Vorhand may keep his Dutt game (k, the word, or Enter: the safe call), or raise it', () => {
    const s = [...decisionStates(fipsen, 'duttfips', 4, 'ui-dutt', 200)].find((x) => (x as FipsenState).phase === 'auction') as FipsenState;
    expect(fipsen.legalActions(s).map(fipsen.actionKey)).toEqual(['keep', 'bid:fips', 'bid:fipsg']);
    const p = fipsenUi.prompt(fipsen.view(s, decider(s)), fipsen.legalActions(s), LOOK);
    if (p.kind !== 'ladder') throw new Error(p.kind);
    expect(p.question).toBe('Keep your Dutt game, or bid higher');
    // `cardtable learn` says why under it: what keeping plays, not the auction's "bid what your hand can take".
    expect(fipsenUi.why!(fipsen.view(s, decider(s)), fipsen.legalActions(s))).toMatch(/^Keeping plays the Dutt game/);
    expect(p.rungs.map((r) => rungText(r, p.rungs.indexOf(r)))).toEqual(['[1] Fips', '[2] Rutenfips', '[3/k] Keep: play the Dutt game']);
    const keep = { kind: 'keep' };
    expect(promptKey(p, initialSelection(p, []), { input: '', key: 'enter' }, [])).toEqual({ act: keep });
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'k' }, [])).toEqual({ act: keep });
    for (const typed of ['', 'k', 'keep', '3']) expect(answer(p, typed, [], []), `"${typed}"`).toEqual(keep);
    expect(answer(p, 'rutenfips', [], [])).toEqual(fipsen.legalActions(s)[2]);
  });

  it('Thedinghausen: keeping the seven is selected at first; trump is named on letters the table leaves free (clubs l)', () => {
    const states = [...decisionStates(fipsen, 'thedinghausen', 5, 'ui-swap', 4000)] as FipsenState[];
    const swap = states.find((x) => x.phase === 'swap')!;
    const p = fipsenUi.prompt(fipsen.view(swap, decider(swap)), fipsen.legalActions(swap), LOOK);
    if (p.kind !== 'choice') throw new Error(p.kind);
    expect(p.options.map((o) => `[${o.key}] ${o.label}`)).toEqual(['[w] Take the Ace', '[k] Keep your seven']);
    expect(promptKey(p, initialSelection(p, []), { input: '', key: 'enter' }, [])).toEqual({ act: { kind: 'keep' } });
    const named = [...decisionStates(fipsen, 'prisdorf', 4, 'ui-trump', 4000)].find(
      (x) => (x as FipsenState).phase === 'trump' && fipsen.legalActions(x as FipsenState).length === 4,
    ) as FipsenState;
    const t = fipsenUi.prompt(fipsen.view(named, named.contract!.declarer), fipsen.legalActions(named), LOOK);
    if (t.kind !== 'choice') throw new Error(t.kind);
    expect(t.options.map((o) => `[${o.key}] ${o.label}`)).toEqual(['[l] Clubs', '[p] Spades', '[e] Hearts', '[d] Diamonds']);
  });

  it('Duttfips: the Dutt game needs the most tricks, not "0 of 0"', () => {
    let s: FipsenState | null = null;
    for (const x of decisionStates(fipsen, 'duttfips', 4, 'ui-dutt', 2000)) {
      const st = x as FipsenState;
      if (st.phase === 'play' && st.contract?.bid.kind === 'tricks' && st.tricks.length === 1) {
        s = st;
        break;
      }
    }
    if (!s) throw new Error('no Dutt game in play');
    const lines = centreLines(fipsen.view(s, 0), LOOK, NAMES);
    const won = s.tricksWon[s.contract!.declarer]!;
    expect(lines.body).toMatch(new RegExp(` · ${won} tricks \\(most wins\\)$`));
  });
});
