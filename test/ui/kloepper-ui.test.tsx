// Kloepper at the table: its prompts, log sentences, seat markers and centre panel, drawn from
// views of real deals (the rules play them; nothing here builds a view by hand).
import { render } from 'ink-testing-library';
import { renderToString } from 'ink';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import { kloepper } from '../../src/games/kloepper/index.js';
import type { KloepperAction, KloepperState } from '../../src/games/kloepper/types.js';
import { kloepperUi } from '../../src/games/kloepper/ui/index.js';
import { ownSidePoints } from '../../src/games/kloepper/ui/Centre.js';
import { actionWords } from '../../src/games/kloepper/action-words.js';
import { PromptLine } from '../../src/ui/components/PromptLine.js';
import { sideText } from '../../src/ui/components/Seat.js';
import { INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { promptKey, RESERVED_KEYS } from '../../src/ui/prompt.js';
import type { Prompt } from '../../src/contract/table.js';
import { answer } from '../../src/ui/plain.js';
import { act, dealt, handsOf, K13_HANDS, K13_PLAY, run } from '../games/kloepper/helpers.js';
import { plain } from './fixtures.js';
import { linesFrom, screenText } from './screen.js';
import { applyAndTell } from './sentences.js';
import { tableModel } from './table-model.js';
import type { GameLine, TrickLine } from '../../src/core/history-lines.js';
import { withLastTrickTaken } from '../../src/ui/held-trick.js';
import { logRows } from '../../src/ui/components/Log.js';
import { helpLines, keyHelp } from '../../src/ui/components/overlays/Help.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];
const LOOK = { style: 'french', ascii: false } as const;

// Seat 1 deals, so seat 2 leads. Ana (0) holds both black queens and no plain ace; Ben (1) holds A♥.
const HANDS = [
  ['QC', 'QS', 'JC', 'AD', '9C', 'KH'],
  ['AH', 'TH', 'QH', '9H', 'JS', '9S'],
  ['AC', 'TC', 'KC', 'JH', 'TD', 'KD'],
  ['AS', 'TS', 'KS', 'JD', 'QD', '9D'],
];
// The same deal with Ana's K♥ and Ben's A♥ swapped: Ana holds the heart ace.
const HANDS_AH = [['QC', 'QS', 'JC', 'AD', '9C', 'AH'], ['KH', 'TH', 'QH', '9H', 'JS', '9S'], HANDS[2]!, HANDS[3]!];

function promptFor(s: KloepperState, seat: number): Prompt<KloepperAction> {
  const view = kloepper.view(s, seat);
  return kloepperUi.prompt(view, kloepper.legalActions(s), kloepperUi.look(view, undefined, false));
}

/** Each decision in `words`, its lines turned into log sentences with the view of `viewer` after it. */
function sentences(s: KloepperState, words: readonly string[], names = NAMES, viewer = 0): { state: KloepperState; log: string[] } {
  const log: string[] = [];
  let state = s;
  for (const w of words) {
    const step = applyAndTell(kloepper, kloepperUi, state, act(w), viewer, names, LOOK);
    state = step.state;
    log.push(...step.told);
  }
  return { state, log };
}

const CALLED = () => run(dealt(HANDS), ['call:H']).state;
/** Cleo leads A♣, Dan trumps with 9♦, Ana (holding Q♣) is to play in trick 1: she may knock. */
const ANA_MAY_KNOCK = () => run(CALLED(), ['AC', '9D']).state;

describe('Kloepper prompts', () => {
  it('the holder of both black queens: alone, or one of the aces he does not hold, on keys that are no table key', () => {
    const s = dealt(HANDS);
    const p = promptFor(s, 0);
    expect(p.kind).toBe('choice');
    if (p.kind !== 'choice') return;
    expect(p.question).toBe('Call an ace, or alone?');
    expect(p.hint).toBe("You hold both black queens: the called ace's holder is your secret partner.");
    // The key is the first letter of the call's word that is no table key (s and h are taken).
    expect(p.options.map((o) => `[${o.key}] ${o.label}`)).toEqual(['[l] A♣ clubs', '[p] A♠ spades', '[e] A♥ hearts', '[a] Alone']);
    for (const o of p.options) expect(RESERVED_KEYS.has(o.key), o.key).toBe(false);
    for (const o of p.options) {
      const letters = [...o.label.split(' ').pop()!.toLowerCase()];
      expect(letters.find((l) => !RESERVED_KEYS.has(l))).toBe(o.key);
    }
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'e' }, [])).toEqual({ act: { kind: 'call', suit: 'H' } });
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'r' }, [])).not.toEqual({ act: { kind: 'call', suit: 'H' } });
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'p' }, [])).toEqual({ act: { kind: 'call', suit: 'S' } });
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'a' }, [])).toEqual({ act: { kind: 'alone' } });
    // On a dumb terminal a call is also written out by its suit's name, or "alone".
    expect(answer(p, 'hearts', [], [])).toEqual({ kind: 'call', suit: 'H' });
    expect(answer(p, 'Clubs', [], [])).toEqual({ kind: 'call', suit: 'C' });
    expect(answer(p, 'alone', [], [])).toEqual({ kind: 'alone' });

    const own = promptFor(dealt(HANDS_AH), 0);
    expect(own.kind === 'choice' && own.options.map((o) => o.label)).toEqual(['A♣ clubs', 'A♠ spades', 'Alone']);
  });

  it('one letter means one call all match: every call word of the game has its own letter', () => {
    const calls: KloepperAction[] = [
      { kind: 'call', suit: 'C' },
      { kind: 'call', suit: 'S' },
      { kind: 'call', suit: 'H' },
      { kind: 'alone' },
      { kind: 'knock' },
      { kind: 'counter-knock' },
      { kind: 'no-counter-knock' },
    ];
    // A knock back is a knock: the same letter, the same meaning.
    const meaning = (a: KloepperAction): string => (a.kind === 'call' ? `call ${a.suit}` : a.kind === 'counter-knock' ? 'knock' : a.kind);
    const byKey = new Map<string, Set<string>>();
    for (const a of calls) {
      const key = actionWords(a, (c) => c).key!;
      (byKey.get(key) ?? byKey.set(key, new Set()).get(key)!).add(meaning(a));
    }
    expect(Object.fromEntries([...byKey].map(([k, m]) => [k, [...m]]))).toEqual({
      l: ['call C'],
      p: ['call S'],
      e: ['call H'],
      a: ['alone'],
      k: ['knock'],
      n: ['no-counter-knock'],
    });
  });

  it('the knock is offered on k beside the cards, only to a black-queen holder in trick 1', () => {
    const s = ANA_MAY_KNOCK();
    const p = promptFor(s, 0);
    expect(p.kind).toBe('cards');
    if (p.kind !== 'cards') return;
    expect(p.question).toBe('Your turn: play a card or knock');
    // Clubs led: Ana's only plain club is 9♣ (Q♣ and J♣ are trumps).
    expect(p.playable.map((x) => x.card)).toEqual(['9C']);
    expect(p.calls?.map((c) => `[${c.key}] ${c.label}`)).toEqual(['[k] Knock']);
    expect(p.hint).toBe('Knock: your side takes all six tricks (12 each). You must follow clubs (black queens and jacks are trumps).');
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'k' }, ['QC', 'QS', 'JC', 'AD', '9C', 'KH'])).toEqual({ act: { kind: 'knock' } });
    const line = plain(
      render(<PromptLine prompt={p as Prompt<unknown>} selection={{ index: 0, typed: '' }} status="" width={80} />).lastFrame(),
    );
    expect(line).toContain('[k] Knock');

    // Alone, the knock plays for 30; a caller who called his own ace (self_call) is alone too.
    const alone = promptFor(run(dealt(HANDS), ['alone', 'AC', '9D']).state, 0);
    expect(alone.hint).toBe('Knock: your side takes all six tricks (30 each). You must follow clubs (black queens and jacks are trumps).');
    const selfCalled = promptFor(run(dealt(HANDS_AH, { raw: { self_call: 'true' } }), ['call:H', 'AC', '9D']).state, 0);
    expect(selfCalled.hint).toBe(
      'Knock: your side takes all six tricks (30 each). You must follow clubs (black queens and jacks are trumps).',
    );

    // Ben plays after Ana; he holds no black queen, so he has nothing to knock with.
    const ben = promptFor(run(s, ['9C']).state, 1);
    expect(ben.kind === 'cards' && ben.calls).toBeUndefined();
    expect(ben.kind === 'cards' && ben.question).toBe('Your turn: play a card');
  });

  it('the knock-back question reads the same for every seat it could be asked of, queen side or not', () => {
    const s = run(ANA_MAY_KNOCK(), ['knock']).state;
    expect(s.phase).toBe('counter');
    const legal = kloepper.legalActions(s);
    const shown = [1, 2, 3].map((seat) => {
      const view = kloepper.view(s, seat);
      const p = kloepperUi.prompt(view, legal, LOOK);
      const frame = plain(
        render(<PromptLine prompt={p as Prompt<unknown>} selection={{ index: 0, typed: '' }} status="" width={80} />).lastFrame(),
      );
      return { p: JSON.stringify(p), frame };
    });
    // Ben (1) is Ana's hidden partner; Cleo (2) and Dan (3) are the opponents actually asked.
    expect(shown[0]).toEqual(shown[1]);
    expect(shown[1]).toEqual(shown[2]);
    expect(shown[1]!.frame).toContain('A knock: do you knock back?');
    expect(shown[1]!.frame).toContain('[k] Knock back');
    expect(shown[1]!.frame).toContain('[n] No');
    expect(shown[1]!.frame).not.toMatch(/Queens|Opponents|partner|Ana|Ben|Cleo|Dan/);
  });
});

describe('Kloepper log sentences', () => {
  it('a called ace, a knock nobody knocked back, the early end and its explanation', () => {
    const { log } = sentences(dealt(HANDS), ['call:H', 'AC', '9D', 'knock', 'no-counter', 'no-counter', '9C', 'AH']);
    expect(log).toEqual([
      'Both black queens in one hand: Ana calls A♥.',
      'Cleo plays A♣.',
      'Dan plays 9♦.',
      'Ana knocks: the Queens will take all six tricks.',
      'Nobody knocked back. Ana plays 9♣.',
      "Ben plays A♥ — the called ace: Ana's partner.",
      'Dan wins trick 1 (22 card points).',
      'Deal 1: Opponents win: 12 game points each to Cleo and Dan (Ana knocked; the Opponents took trick 1).',
    ]);
  });

  it('a knock back is shown with its maker; a declined one never is', () => {
    const s = ANA_MAY_KNOCK();
    const { log } = sentences(s, ['knock', 'no-counter', 'counter', '9C']);
    expect(log).toEqual([
      'Ana knocks: the Queens will take all six tricks.',
      'Dan knocks back: the Opponents will take a trick (stake doubled).',
      'Ana plays 9♣.',
    ]);
  });

  it('speaks to a lone human as "you"', () => {
    const names = ['You', 'Ben', 'Cleo', 'Dan'];
    const { log } = sentences(dealt(HANDS), ['call:H', 'AC', '9D', 'knock', 'no-counter', 'no-counter', '9C', 'AH'], names);
    expect(log.slice(0, 1)).toEqual(['Both black queens in one hand: You call A♥.']);
    expect(log).toContain('You knock: the Queens will take all six tricks.');
    expect(log).toContain('Nobody knocked back. You play 9♣.');
    expect(log).toContain('Ben plays A♥ — the called ace: your partner.');
    expect(log.at(-1)).toBe('Deal 1: Opponents win: 12 game points each to Cleo and Dan (You knocked; the Opponents took trick 1).');
  });

  it('the deal line and the end of the match', () => {
    const view = kloepper.view(dealt(HANDS), 0);
    expect(kloepperUi.logLine(view, { type: 'deal', deal: 1, dealer: 1, hands: HANDS as Card[][], piles: {} }, NAMES, LOOK)).toBe(
      'Deal 1: Ben deals.',
    );
    expect(kloepperUi.logLine(view, { type: 'end', totals: [32, 30, 4, 0], winners: [0], reason: 'target' }, NAMES, LOOK)).toBe(
      'Match over: Ana wins with 32 game points.',
    );
    expect(kloepperUi.logLine(view, { type: 'call', deal: 1, seat: 2, call: 'no-counter-knock' }, NAMES, LOOK)).toBeNull();
  });

  it('settle notes get names and cards', () => {
    expect(kloepperUi.note('seat 2 called AH; queen side 5 tricks, 87 card points', NAMES)).toBe(
      'Cleo called ace of hearts; Queens 5 tricks, 87 card points',
    );
    expect(
      kloepperUi.note('split queens; knock by seat 0, counter-knock by seat 3; non-queen side took trick 2', ['You', 'Ben', 'Cleo', 'Dan']),
    ).toBe('Split queens; knock by you, counter-knock by Dan; Opponents took trick 2');
    expect(kloepperUi.endReason?.('target')).toBe('one player alone reached the target at the top');
    expect(kloepperUi.endReason?.('quit')).toBeNull();
  });
});

describe('Kloepper seats, phase and centre', () => {
  it('marks the dealer, the caller, the knocker and the knock back; the phase names the trick and the trumps', () => {
    const s = run(ANA_MAY_KNOCK(), ['knock', 'no-counter', 'counter']).state;
    const view = kloepper.view(s, 1);
    expect(kloepperUi.seatRoles(view, 1)).toEqual(['dealer']);
    expect(kloepperUi.seatRoles(view, 0)).toEqual(['called ace of hearts', 'knocked']);
    expect(kloepperUi.seatRoles(view, 3)).toEqual(['knocked back']);
    expect(kloepperUi.phaseLine(view)).toBe('Trick 1 of 6 · trumps: black queens, jacks, diamonds');
    expect(kloepperUi.phaseLine(kloepper.view(dealt(HANDS), 2))).toBe('both black queens: alone or call an ace');
    expect(kloepperUi.seatOut(view, 2)).toBe(false);
  });

  it('shows partners only as far as the viewer knows them', () => {
    const side = (v: typeof before, seat: number) => sideText(kloepperUi, v, seat);
    const before = kloepper.view(CALLED(), 2);
    // Cleo does not hold A♥: she knows Ana is a Queen and she an opponent, not yet who her partner is.
    expect([0, 1, 2, 3].map((x) => side(before, x))).toEqual(['Queens', 'side ?', 'Opponents', 'side ?']);
    // Ben holds the called ace: he knows Ana is his partner from the start.
    expect([0, 1].map((x) => side(kloepper.view(CALLED(), 1), x))).toEqual(['Queens', 'Queens']);
    // Once A♥ falls, everybody knows.
    const after = kloepper.view(run(CALLED(), ['AC', '9D', '9C', 'AH']).state, 2);
    expect([0, 1, 2, 3].map((x) => side(after, x))).toEqual(['Queens', 'Queens', 'Opponents', 'Opponents']);
    // One word for a side: no "opponent" beside "Queens".
    expect([0, 1, 3].map((x) => kloepperUi.seatStatus(after, x))).toEqual([null, null, null]);
  });

  it('the centre: the called ace, the knocks, your side’s card points as far as you know them, the target', () => {
    const knocked = run(ANA_MAY_KNOCK(), ['knock', 'no-counter', 'counter']).state;
    const out = screenText(tableModel(kloepper, kloepperUi, knocked, 0, NAMES));
    expect(out).toContain('Ana called [A♥]');
    expect(out).toContain('Ana knocked · Dan back');
    expect(out).toContain('Yours 0 + partner ?');
    expect(out).toContain('Game to 30 points');
    expect(out).toContain('Your turn: play a card');
    expect(out.split('\n').length).toBeLessThanOrEqual(23);

    // No knock: trick 1 goes to the queens (A♥ shows Ben as Ana's partner), so both know their side's points.
    const played = run(CALLED(), ['AC', '9D', '9C', 'AH']).state;
    expect(ownSidePoints(kloepper.view(played, 2))).toEqual({ points: 22, exact: true });
    expect(ownSidePoints(kloepper.view(played, 0))).toEqual({ points: 0, exact: true });
    const centre = plain(
      renderToString(<kloepperUi.Centre view={kloepper.view(played, 3)} look={LOOK} width={30} names={NAMES} />, { columns: 30 }),
    );
    expect(centre).toContain('Your side 22 card pts');
    expect(centre).toContain('No knock');
    expect(ownSidePoints(kloepper.view(played, null))).toBeNull();
  });

  it('French faces with Q and J, or plain ASCII', () => {
    const view = kloepper.view(ANA_MAY_KNOCK(), 0);
    expect(kloepperUi.look(view, 'german', false)).toEqual({ style: 'french', ascii: false });
    const ascii = screenText({ ...tableModel(kloepper, kloepperUi, ANA_MAY_KNOCK(), 0, NAMES), look: { style: 'french', ascii: true } });
    expect(ascii).not.toMatch(/[♣♠♥♦]/);
    expect(ascii).toContain('Q-c');
  });

  // Kloepper has no trump suit: the hand sorts by the game's CardOrder (trumps Q♣ Q♠ J♣ J♠ J♥ J♦ A♦ … first).
  it('the hand shows the trumps together at the left, high to low', () => {
    // No card raised for a choice: every card sits on the hand row.
    const ui = { ...INITIAL_UI, selection: { index: 99, typed: '' } };
    const out = screenText(tableModel(kloepper, kloepperUi, ANA_MAY_KNOCK(), 0, NAMES), { ui });
    const row = out.split('\n').find((l) => l.startsWith('Your hand'))!;
    expect([...row.matchAll(/(10|[AKQJ9])[♣♠♥♦]/g)].map((m) => m[0])).toEqual(['Q♣', 'Q♠', 'J♣', 'A♦', '9♣', 'K♥']);
  });

  // A seat shows its side in the adapter's words (kloepperUi.sideLabel).
  it('a seat shows its side as Queens or Opponents once the viewer knows it', () => {
    const played = run(CALLED(), ['AC', '9D', '9C', 'AH']).state;
    const out = screenText(tableModel(kloepper, kloepperUi, played, 2, NAMES), { cols: 100, rows: 32 });
    expect(out).toMatch(/Ben[^\n]*Queens/);
    expect(out).toMatch(/Dan[^\n]*Opponents/);
    // The side comes before the roles, so "called ace of hearts" cannot cut it off at 80 columns.
    const narrow = screenText(tableModel(kloepper, kloepperUi, played, 1, NAMES));
    expect(narrow).toContain('Ana (Queens) · called');
    // The viewer's own seat says whose side it is on, not "You · Opponents".
    expect(screenText(tableModel(kloepper, kloepperUi, played, 3, ['Ana', 'Ben', 'Cleo', 'You']))).toContain('You (Opponents)');
  });

  it('the scoresheet: game points, the deal’s card points and knocks, the target of 30', () => {
    const s = run(dealt(HANDS), ['call:H', 'AC', '9D', 'knock', 'no-counter', 'no-counter', '9C', 'AH']).state;
    const ui = { ...INITIAL_UI, overlay: 'scores' as const };
    const out = screenText(tableModel(kloepper, kloepperUi, s, 0, NAMES), { ui, cols: 100, rows: 32 });
    expect(out).toContain('Scoresheet in points');
    expect(out).toMatch(/1 +0→0 +0→0 +\+12→12 +\+12→12/);
    // Each seat's own card points: Dan took trick 1's 22, Cleo nothing.
    expect(out).toMatch(/0 +0 +0 +22 +card points/);
    expect(out).toContain('Ana called ace of hearts; knock by Ana; Opponents took trick 1');
    expect(out).toContain('Game to 30 points');
  });

  it('the deal summary: what each seat took, and each side’s card points once, as R11 counts them', () => {
    // K-13: Ben (Q♣) and Dan (Q♠) are the Queens; Cleo trumps a zero-point trick 1, the Queens take the rest.
    const s = run(dealt(K13_HANDS, { dealer: 3 }), K13_PLAY).state;
    const model = tableModel(kloepper, kloepperUi, s, 0, NAMES, { pause: { kind: 'deal-summary', summary: s.lastDeal! } });
    const out = screenText(model);
    const rows = out.split('\n').map((l) => l.replace(/^│ |\s*│$/g, ''));
    expect(linesFrom(rows, 'Player', 6)).toEqual([
      'Player                 Side Tricks  Card points  This deal   Total',
      'Ana               Opponents      0            0          0       0',
      'Ben                  Queens      2           41         +4      +4',
      'Cleo              Opponents      1            0          0       0',
      'Dan                  Queens      3           79         +4      +4',
      'Card points by side: Queens 120 · Opponents 0',
    ]);
    // K-13: why it scored 4, from the summary alone (kloepper.md R11: 120 card points but a trick lost).
    const top = rows.findIndex((l) => l.startsWith('Deal 1 is over'));
    expect(rows.slice(top + 1, top + 4)).toEqual([
      'Ben and Dan held the black queens: the Queens; Ana and Cleo the Opponents.',
      'Queens 120 card points, a trick lost → 91 or more → 4 game points each.',
      'Queens win: 4 game points each to Ben and Dan.',
    ]);
  });

  it('at 80×24 every seat’s card points are readable: the trick count gives way, not the points', () => {
    const played = run(CALLED(), ['AC', '9D', '9C', 'AH']).state;
    const out = screenText(tableModel(kloepper, kloepperUi, played, 0, NAMES));
    expect(
      out
        .split('\n')
        .filter((l) => l.startsWith('│'))
        .join('\n'),
    ).not.toContain('…');
    // Dan took trick 1 (A♣ 9♦ 9♣ A♥: 22 card points); the side seats keep the points and what the
    // total counts, not the trick count: a bare "0 · 22 card points" could be any two figures.
    expect(out).toMatch(/│ +0 points · 0 card points +Your side 0 card pts +0 points · 22 card points +│/);
    // "Your side" is Ana's and Ben's, said once in the centre, never on each of their seats.
    expect(out).toMatch(/│ +0 points · 0 card points +│/);
    expect(out).not.toMatch(/\b[Oo]ur side/);
  });
});

describe('the last trick held on the table', () => {
  it('K-13: the card points shown under the deal’s last trick include that trick', () => {
    const before = run(dealt(K13_HANDS, { dealer: 3 }), K13_PLAY.slice(0, -1)).state;
    const lines: GameLine[] = [];
    const after = kloepper.apply(before, act(K13_PLAY.at(-1)!), lines);
    const trick = lines.find((l): l is TrickLine => l.type === 'trick')!;
    // Ben (seat 1) is a Queen; seat 0 played the deal's last card.
    const held = withLastTrickTaken(kloepper.view(before, 1), 0, trick, kloepper.view(after, 1).lastDeal);
    expect(held.view.counters?.[0]?.values).toEqual([0, 41, 0, 79]);
    expect(ownSidePoints(held.view)).toEqual({ points: 120, exact: true });
  });
});

describe('the log wraps, never cuts a sentence off', () => {
  it.each([
    [80, 24],
    [100, 32],
    [130, 40],
  ])('at %i×%i the deal’s sentence is there to its last word', (cols, rows) => {
    const { state, log } = sentences(dealt(HANDS), ['call:H', 'AC', '9D', 'knock', 'no-counter', 'no-counter', '9C', 'AH']);
    const settle = log.at(-1)!;
    expect(settle).toBe('Deal 1: Opponents win: 12 game points each to Cleo and Dan (Ana knocked; the Opponents took trick 1).');
    const out = screenText(tableModel(kloepper, kloepperUi, state, 0, NAMES, { log }), { cols, rows });
    // The log's rows, read in order: the side column's at 130 columns, the rows under the table below.
    const logText = (cols >= 110 ? out.split('\n').map((l) => /│([^│]*)│$/.exec(l)?.[1] ?? '') : out.split('╯').at(-1)!.split('\n'))
      .map((l) => l.trim())
      .join(' ');
    const text = logText.replace(/\s+/g, ' ');
    expect(out).not.toMatch(/…/);
    expect(text).toContain('(Ana knocked; the Opponents took trick 1).');
  });
  it('keeps the newest sentence’s start where it alone is taller than the log', () => {
    expect(logRows(['old', 'one two three four five six'], 2, 9).map((r) => r.text)).toEqual(['one two', 'three']);
    expect(logRows(['a b c', 'd e f'], 3, 3).map((r) => r.text)).toEqual(['d e', 'f']);
  });
});

describe('help', () => {
  it('the scoring table keeps its columns at 80 columns: a long row continues under its second column', () => {
    const lines = helpLines(kloepper.rulesText('standard'), 76, keyHelp(kloepperUi));
    const at = lines.findIndex((l) => l.startsWith('  Qp = Np = 60'));
    expect(lines.slice(at - 1, at + 3)).toEqual([
      '  Qp 61–90                              queen side 2 each, alone 6',
      '  Qp = Np = 60                          non-queen side 2 each; against an',
      '                                        alone player 4 each',
      '  Np 61–90                              non-queen side 4 each; against alone',
    ]);
  });
});

describe('why a decision matters (? and cardtable learn)', () => {
  // Issue 30 §4: after a knock the lesson kept asking for 61 card points, which the knock had made irrelevant.
  it('after a knock the plays speak of tricks, not of the 61 card points', () => {
    const hands = handsOf('QC QS JC AD 9C KH / AH TH QH 9H JS 9S / AC TC KC JH TD KD / AS TS KS JD QD 9D');
    const before = run(run(dealt(hands), ['call:H']).state, ['AC', '9D']).state;
    const why = (s: KloepperState, seat = 0) => kloepperUi.why!(kloepper.view(s, seat), kloepper.legalActions(s));
    expect(why(run(before, ['9C', 'JS']).state, 1)).toContain('61 of the 120 card points');
    let s = run(before, ['knock']).state;
    while (s.phase === 'counter') s = run(s, ['no-counter']).state;
    expect(s.knocker).toBe(0);
    expect(why(s)).toBe(
      'After the knock card points no longer count: this trick matters only by who wins it, since one trick for the others beats the knock.',
    );
    // Ben, her partner, trumps trick 1 with J♠ and leads the second.
    s = run(s, ['9C', 'JS']).state;
    expect(why(s, 1)).toBe(
      'After the knock only tricks count, not card points: the queen side must take all six, and the first trick the others win ends the deal.',
    );
  });
});
