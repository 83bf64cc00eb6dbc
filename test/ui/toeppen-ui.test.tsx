// Tøppen at the table: its prompts (fold / stay, fold / pah, the knock beside the cards), log
// sentences, seat markers and the centre with the fine, drawn from views of real deals.
import { render } from 'ink-testing-library';
import { renderToString } from 'ink';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import { toeppen } from '../../src/games/toeppen/index.js';
import type { ToeppenAction, ToeppenState, ToeppenView } from '../../src/games/toeppen/types.js';
import { toeppenUi } from '../../src/games/toeppen/ui/index.js';
import { standingOrder, stakesText } from '../../src/games/toeppen/ui/Centre.js';
import { pints, subUnit } from '../../src/games/toeppen/ui/table-wording.js';
import { PromptLine } from '../../src/ui/components/PromptLine.js';
import { footerText } from '../../src/ui/components/Footer.js';
import { footerKeys, INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { initialSelection, promptKey, RESERVED_KEYS } from '../../src/ui/prompt.js';
import type { Prompt } from '../../src/contract/table.js';
import { answer, choicesLine } from '../../src/ui/plain.js';
import { toeppenPack } from '../../src/games/toeppen/rules.js';
import { deal, newMatch, parseStep, playTS5, recorded } from '../games/toeppen/scenario.js';
import type { GameLine } from '../../src/core/history-lines.js';
import { plain } from './fixtures.js';
import { linesFrom, screenText } from './screen.js';
import { applyAndTell } from './sentences.js';
import { tableModel } from './table-model.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];
const LOOK = { style: 'french', ascii: false } as const;

// Dan (3) deals, so Ana (0) is asked first and leads. Everybody holds one suit.
const HANDS = [
  ['TC', '9C', '8C', '7C'],
  ['TS', '9S', '8S', '7S'],
  ['TH', '9H', '8H', '7H'],
  ['TD', '9D', '8D', '7D'],
];

const dealtState = (): ToeppenState => deal(newMatch({ players: 4, dealer: 3 }), HANDS);

/** The centre panel alone, as `view`'s seat sees it, `width` columns wide. */
const centre = (view: ToeppenView, width: number) =>
  plain(renderToString(<toeppenUi.Centre view={view} look={LOOK} width={width} names={NAMES} />, { columns: width }));

function promptFor(s: ToeppenState, seat: number): Prompt<ToeppenAction> {
  const view = toeppen.view(s, seat);
  return toeppenUi.prompt(view, toeppen.legalActions(s), LOOK);
}

/** Steps ("seat:word"), each line turned into a log sentence with `viewer`'s view right after it. */
function sentences(s: ToeppenState, steps: readonly string[], names = NAMES, viewer = 0): { state: ToeppenState; log: string[] } {
  const log: string[] = [];
  let state = s;
  for (const step of steps) {
    const { seat, action } = parseStep(step);
    expect(toeppen.turn(state), step).toEqual({ kind: 'decide', seat });
    const after = applyAndTell(toeppen, toeppenUi, state, action, viewer, names, LOOK);
    state = after.state;
    log.push(...after.told);
  }
  return { state, log };
}

const STAY_ALL = ['0:stay', '1:stay', '2:stay', '3:stay'];
/** Ana knocks at her lead; Ben pah, Cleo folds, Dan pah; F = 2. */
const FIRST_KNOCK = [...STAY_ALL, '0:knock', '1:pah', '2:fold', '3:pah'];
/** …Ana wins trick 1 with 10♣ and knocks again at her next lead: her own fine doubles; F = 3. */
const SECOND_KNOCK = [...FIRST_KNOCK, '0:TC', '1:TS', '3:TD', '0:knock', '1:pah', '3:pah'];

describe('Tøppen prompts', () => {
  it('fold or stay at the start, on keys that are no table key', () => {
    const p = promptFor(dealtState(), 0);
    expect(p.kind).toBe('choice');
    if (p.kind !== 'choice') return;
    expect(p.question).toBe('Fold at the start, or stay in?');
    expect(p.options.map((o) => `[${o.key}] ${o.label}`)).toEqual(['[i] Stay in', '[f] Fold at start (pay 1)']);
    expect(p.hint).toBe("Fold now: 1 unit. Stay in: the deal's fine, unless you take the last trick.");
    for (const o of p.options) expect(RESERVED_KEYS.has(o.key)).toBe(false);
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'i' }, [])).toEqual({ act: { kind: 'call', call: 'stay' } });
    // The safe call is selected at first: the fold's sure fine, not the gamble of staying in.
    expect(promptKey(p, initialSelection(p, []), { input: '', key: 'enter' }, [])).toEqual({ act: { kind: 'call', call: 'fold' } });
    expect(answer(p, '', [], [])).toEqual({ kind: 'call', call: 'fold' });
    expect(answer(p, 'stay', [], [])).toEqual({ kind: 'call', call: 'stay' });
    expect(answer(p, 'fold', [], [])).toEqual({ kind: 'call', call: 'fold' });
    expect(choicesLine(p, [])).toBe('[i] Stay in  [f] Fold at start (pay 1) (Enter)');
  });

  it('at one’s turn: the cards, and k to knock in the same keystrokes', () => {
    const s = sentences(dealtState(), STAY_ALL).state;
    const p = promptFor(s, 0);
    expect(p.kind).toBe('cards');
    if (p.kind !== 'cards') return;
    expect(p.question).toBe('Your lead: play a card or knock');
    expect(p.playable.map((x) => x.card)).toEqual(['TC', '9C', '8C', '7C']);
    expect(p.calls?.map((c) => `[${c.key}] ${c.label}`)).toEqual(['[k] Knock']);
    expect(p.hint).toBe('Knock: fine 1→2; the others fold or say pah.');
    const hand = ['TC', '9C', '8C', '7C'] as const;
    expect(promptKey(p, { index: 0, typed: '' }, { input: 'k' }, hand)).toEqual({ act: { kind: 'call', call: 'knock' } });
    expect(promptKey(p, { index: 1, typed: '' }, { input: '', key: 'enter' }, hand)).toEqual({ act: { kind: 'play', card: '9C' } });
    const frame = plain(
      render(<PromptLine prompt={p as Prompt<unknown>} selection={{ index: 0, typed: '' }} status="" width={80} />).lastFrame(),
    );
    expect(frame).toContain('Your lead: play a card or knock');
    expect(frame).toContain('[k] Knock');
    // The footer names the knock too and still ends with q quit at 80 columns.
    const keys = footerText(footerKeys(tableModel(toeppen, toeppenUi, s, 0, NAMES), INITIAL_UI, true), 80);
    expect(keys).toBe('←/→ move · Enter play · k knock · h hint · ? help · s scores · t trick · q quit');
  });

  it('a knock is answered fold or pah; after the answers the knocker plays without a second knock', () => {
    const knocked = sentences(dealtState(), [...STAY_ALL, '0:knock']).state;
    const p = promptFor(knocked, 1);
    expect(p.kind === 'choice' && p.question).toBe('A knock! Fold or pah?');
    expect(p.kind === 'choice' && p.options.map((o) => `[${o.key}] ${o.label}`)).toEqual(['[p] Pah (stay in)', '[f] Fold (pay 1)']);
    expect(p.hint).toBe('Fold: pay 1 unit now. Pah: stay in; the fine goes up to 2.');
    if (p.kind !== 'choice') return;
    expect(promptKey(p, initialSelection(p, []), { input: '', key: 'enter' }, [])).toEqual({ act: { kind: 'call', call: 'fold' } });
    expect(answer(p, '', [], [])).toEqual({ kind: 'call', call: 'fold' });
    expect(answer(p, 'pah', [], [])).toEqual({ kind: 'call', call: 'pah' });
    expect(answer(p, 'stay', [], [])).toEqual({ kind: 'call', call: 'pah' });
    const after = sentences(dealtState(), FIRST_KNOCK).state;
    const mine = promptFor(after, 0);
    expect(mine.kind === 'cards' && mine.question).toBe('You knocked: play a card');
    expect(mine.kind === 'cards' && mine.calls).toBeUndefined();
  });

  it('knocking again is shown as doubling one’s own fine', () => {
    const s = sentences(dealtState(), [...FIRST_KNOCK, '0:TC', '1:TS', '3:TD']).state;
    const p = promptFor(s, 0);
    expect(p.hint).toBe('Knock again: fine 2→3 and your own doubles, 6.');
  });
});

describe('Tøppen log sentences', () => {
  it('stays, a knock, pah, a fold with its fine, and a knock again with the doubled fine', () => {
    const { log } = sentences(dealtState(), SECOND_KNOCK);
    expect(log).toEqual([
      'Ana stays in.',
      'Ben stays in.',
      'Cleo stays in.',
      'Dan stays in.',
      'Ana knocks: fine 1→2.',
      'Ben says pah.',
      'Cleo folds and pays 1 unit.',
      'Dan says pah.',
      'Ana plays 10♣.',
      'Ben plays 10♠.',
      'Dan plays 10♦.',
      'Ana wins trick 1.',
      "Ana knocks again: fine 2→3, Ana's own ×2.",
      'Ben says pah.',
      'Dan says pah.',
    ]);
  });

  it('speaks to a lone human as "you"; the deal ends with who was fined what', () => {
    const names = ['You', 'Ben', 'Cleo', 'Dan'];
    const { log } = sentences(
      dealtState(),
      [...SECOND_KNOCK, '0:9C', '1:9S', '3:9D', '0:8C', '1:8S', '3:8D', '0:7C', '1:7S', '3:7D'],
      names,
    );
    expect(log).toContain('You knock: fine 1→2.');
    expect(log).toContain('You knock again: fine 2→3, your own ×2.');
    expect(log).toContain('You win the last trick.');
    expect(log.at(-1)).toBe('Deal 1: You won the last trick. Fines: Ben +3, Cleo +1, Dan +3 (fine 3).');
  });

  it('the deal line, a fold ending the deal, and the end of the match', () => {
    const view = toeppen.view(dealtState(), 0);
    expect(toeppenUi.logLine(view, { type: 'deal', deal: 1, dealer: 3, hands: HANDS as Card[][], piles: {} }, NAMES, LOOK)).toBe(
      'Deal 1: Dan deals.',
    );
    // Everybody but Ana folds to her knock: the deal is over, the fold's fine is the deal's.
    const { log } = sentences(dealtState(), [...STAY_ALL, '0:knock', '1:fold', '2:fold', '3:fold']);
    expect(log.slice(-4)).toEqual([
      'Ben folds and pays 1 unit.',
      'Cleo folds and pays 1 unit.',
      'Dan folds and pays 1 unit.',
      "Deal 1: All others folded to Ana's knock. Fines: Ben +1, Cleo +1, Dan +1 (fine 2).",
    ]);
    expect(toeppenUi.logLine(view, { type: 'end', totals: [3, 9, 4, 3], winners: [0, 3], reason: 'deals' }, NAMES, LOOK)).toBe(
      'Match over: Ana and Dan share the fewest fines (3 units).',
    );
  });
});

describe('Tøppen seats, phase and centre', () => {
  it('folded seats are out and say so; pah, the knocker and a doubled fine are marked', () => {
    const answering = sentences(dealtState(), [...FIRST_KNOCK.slice(0, -1)]).state;
    const v = toeppen.view(answering, 3);
    expect(toeppenUi.seatStatus(v, 1)).toBe('pah');
    expect(toeppenUi.seatStatus(v, 2)).toBe('folded');
    expect(toeppenUi.seatOut(v, 2)).toBe(true);
    expect(toeppenUi.seatOut(v, 1)).toBe(false);
    expect(toeppenUi.seatRoles(v, 0)).toEqual(['knocked']);
    expect(toeppenUi.seatRoles(v, 3)).toEqual(['dealer']);
    expect(toeppenUi.phaseLine(v)).toBe('a knock: fold or pah · fine 1');
    const start = toeppen.view(sentences(dealtState(), ['0:stay']).state, 1);
    expect(toeppenUi.seatStatus(start, 0)).toBe('stays');
    expect(toeppenUi.phaseLine(start)).toBe('fold or stay? · fine 1');

    const again = toeppen.view(sentences(dealtState(), SECOND_KNOCK).state, 1);
    expect(toeppenUi.seatRoles(again, 0)).toEqual(['knocked', 'fine ×2']);
    expect(toeppenUi.phaseLine(again)).toBe('Trick 2 of 4 — only the last trick counts · fine 3');
  });

  it('the centre shows the fine F and the viewer’s own fine, doubled after a repeated knock', () => {
    const s = sentences(dealtState(), SECOND_KNOCK).state;
    const ana = screenText(tableModel(toeppen, toeppenUi, s, 0, NAMES, { utility: toeppen.utility }));
    expect(ana).toContain('Fine 3 · yours 6 (×2)');
    // Each seat: the fines paid so far, then what losing this deal would cost it. At 80 columns the
    // side seats let the trick count go (only the last trick counts), not the word "paid".
    expect(ana).toContain('0 paid · 1 trick · 6 at stake');
    expect(ana).toMatch(/│0 paid · pah · 3 at stake +Fewest: .*0 paid · pah · 3 at stake +│/);
    expect(ana).toMatch(/│ +1 paid · folded +│/);
    expect(ana).toContain('At stake: 3 each · Ana 6');
    expect(ana).toContain('You knocked: play a card');
    expect(ana.split('\n').length).toBeLessThanOrEqual(23);
    const ben = centre(toeppen.view(s, 1), 40);
    expect(ben).toContain('Fine 3 · yours 3');
    expect(ben).toContain('At stake: 3 each · Ana 6');
    // Seats on the same fines are named together.
    expect(ben).toContain('Fewest: Ana, Ben, Dan 0 · Cleo 1');
    expect(ben).toContain('Drittsekk: 8 cards');
    const cleo = centre(toeppen.view(s, 2), 40);
    expect(cleo).toContain('Fine 3 · you folded (paid 1)');
  });

  it('standings fewest first, in fine units and pints', () => {
    expect(standingOrder([20, 3, 152, 3])).toEqual([1, 3, 0, 2]);
    expect(pints(152)).toBe('9.5');
    expect(pints(16)).toBe('1');
    expect(pints(3)).toBe('0.19');
    const view = toeppen.view(dealtState(), 0);
    expect(subUnit(view)).toEqual({ name: 'pints', per: 16 });
    const rich = centre({ ...view, balances: [152, 3, 20, 0] }, 60);
    expect(rich).toContain('Fewest: Dan 0 · Ben 3 · Cleo 20 (1.25 pt) · Ana 152 (9.5 pt)');
    const noPints = deal(newMatch({ players: 4, dealer: 3, rules: { show_pints: 'false' } }), HANDS);
    expect(subUnit(toeppen.view(noPints, 0))).toBeNull();
    expect(stakesText(toeppen.view(noPints, 0), (s) => NAMES[s]!)).toBe('At stake: 1 each');
  });

  it('the scoresheet: fine units and pints, the fewest first', () => {
    const s = sentences(dealtState(), [...STAY_ALL, '0:knock', '1:fold', '2:fold', '3:fold']).state;
    const ui = { ...INITIAL_UI, overlay: 'scores' as const };
    const model = tableModel(toeppen, toeppenUi, s, 0, NAMES, { returns: toeppen.returns(s), utility: toeppen.utility });
    const out = screenText(model, { ui });
    // The unit in the one word the table uses beside every amount (fine_label).
    expect(out).toContain('Scoresheet in units');
    expect(out).toMatch(/1 +0→0 +1→1 +1→1 +1→1/);
    expect(out).toContain("All others folded to Ana's knock");
    expect(out).toMatch(/pints +0 +0\.06 +0\.06 +0\.06/);
    expect(out).toMatch(/Place +1\. +2\. +2\. +2\./);
    expect(out).toContain('Fewest units win');
  });

  it('fines in the unit the fine_label option names', () => {
    const s = deal(newMatch({ players: 4, dealer: 3, rules: { fine_label: 'pencil' } }), HANDS);
    const p = promptFor(s, 0);
    expect(p.hint).toBe("Fold now: 1 pencil. Stay in: the deal's fine, unless you take the last trick.");
    // The same word beside every amount: the scoresheet, the standings, the ranking note.
    const over = sentences(deal(newMatch({ players: 4, dealer: 3, rules: { fine_label: 'pencil', deals: '1' } }), HANDS), [
      ...STAY_ALL,
      '0:knock',
      '1:fold',
      '2:fold',
      '3:fold',
    ]).state;
    const extra = { returns: toeppen.returns(over), utility: toeppen.utility };
    const sheet = screenText(tableModel(toeppen, toeppenUi, over, 0, NAMES, extra), { ui: { ...INITIAL_UI, overlay: 'scores' } });
    expect(sheet).toContain('Scoresheet in pencils');
    expect(sheet).toContain('Fewest pencils win');
    const end = screenText(tableModel(toeppen, toeppenUi, over, 0, NAMES, { ...extra, pause: { kind: 'match-end' } }));
    expect(end).toMatch(/1\. {2}Ana +0 pencils/);
    expect(end).toContain('fewest pencils win');
    expect(end).not.toMatch(/\bfines\b/);
  });

  // A folded Tøppen player's cards lie face down in front of him (toeppen.md R7, R10.2).
  it('folded seats keep their cards face down on the table', () => {
    const s = sentences(dealtState(), FIRST_KNOCK).state;
    const out = screenText(tableModel(toeppen, toeppenUi, s, 0, NAMES));
    // Ben, Cleo (folded) and Dan hold four cards each.
    expect(out.match(/▒▒/g)?.length).toBe(12);
  });

  it('with 8 seats in rows, a folded seat is out and still shows its four backs', () => {
    const start = newMatch({ players: 8, dealer: 7 });
    const pack = toeppenPack(8, start.drittsekkSize);
    const hands = Array.from({ length: 8 }, (_, i) => pack.slice(4 * i, 4 * i + 4));
    const s = sentences(deal(start, hands), ['0:stay', '1:fold']).state;
    const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hal'];
    const out = screenText(tableModel(toeppen, toeppenUi, s, 0, names, { utility: toeppen.utility }));
    const ben = out.split('\n').find((l) => l.includes('Ben'))!;
    expect(ben).toMatch(/▒▒▒▒ folded/);
    // Every other seat but the viewer's holds its four cards face down too.
    expect(out.match(/▒▒▒▒/g)?.length).toBe(7);
    // The centre beside the rows names the players, as the ring's does.
    // Eight names do not fit beside the rows: the leaders, never a list cut off.
    expect(out).toContain('Fewest: 7 tied on 0');
    expect(out).not.toMatch(/Fewest:[^│]*…/);
    // Two figures with two names: the fines paid so far, and what losing this deal would cost. A
    // folded seat has nothing more at stake (what it paid is in its total); the header is one line.
    const lines = out.split('\n');
    const header = lines.findIndex((l) => l.includes('Player'));
    expect(lines[header]).toMatch(/^│Player +Paid +Tricks +At stake +Cards +│$/);
    expect(lines[header + 1]).toMatch(/^│ {2}Ana \(you\) +0 +0 +1 /);
    expect(ben).toMatch(/^│ {2}Ben +1 +0 +▒▒▒▒ folded +Fine 1 · yours 1 +│$/);
    expect(lines.find((l) => l.includes('Cleo  '))).toMatch(/^│▶ Cleo +0 +0 +1 +▒▒▒▒ +At stake: 1 each +│$/);
  });
});

describe('Tøppen deal summary: why each player paid what he paid', () => {
  const TENS = [
    ['9C', '9S', '9H', '9D'],
    ['TC', 'TS', 'TH', 'TD'],
    ['8C', '8S', '8H', '8D'],
    ['7C', '7S', '7H', '7D'],
  ];
  /** The summary's frame, lines without the border, from the deal's own lines. */
  function summaryRows(s: ToeppenState, lines: GameLine[], names: readonly string[], cols = 80, rows = 24): string[] {
    const model = tableModel(toeppen, toeppenUi, s, 0, names, {
      pause: { kind: 'deal-summary', summary: s.lastDeal!, lines: lines.filter((l) => l.type !== 'deal') },
      utility: toeppen.utility,
    });
    const out = screenText(model, { cols, rows }).split('\n');
    return out.map((l) =>
      l
        .replace(/^│ /, '')
        .replace(/\s*│.*$/, '')
        .trimEnd(),
    );
  }
  const why = (rows: string[]): string[] =>
    rows.slice(
      rows.findIndex((l) => l.startsWith('Deal 1 is over')) + 1,
      rows.findIndex((l) => l.startsWith('Player')),
    );

  it('T-10: the knocks in order, who folded at whose knock and paid what, the final fine the loser paid', () => {
    const lines: GameLine[] = [];
    let s = recorded(deal(newMatch({ dealer: 3 }), TENS), ['0:stay', '1:stay', '2:stay', '3:stay'], lines);
    s = recorded(
      s,
      [
        '0:9C',
        '1:knock',
        '2:fold',
        '3:pah',
        '0:pah',
        '1:TC',
        '3:7C',
        '1:TS',
        '3:7S',
        '0:knock',
        '1:pah',
        '3:fold',
        '0:9S',
        '1:knock',
        '0:pah',
      ],
      lines,
    );
    s = recorded(s, ['1:TH', '0:9H', '1:TD', '0:9D'], lines);
    const rows = summaryRows(s, lines, NAMES);
    expect(why(rows).filter(Boolean)).toEqual([
      'Fine 1, knocks in order: Ben 1→2, Ana 2→3, Ben 3→4. Final fine 4.',
      "Folded: Cleo at Ben's knock in trick 1, paid 1 unit; Dan at Ana's knock in",
      'trick 2, paid 2 units.',
      'Ben won the last trick; the others still in paid the final fine: Ana 4',
      'units.',
    ]);
    expect(linesFrom(rows, 'Player', 5)).toEqual([
      'Player           Tricks   Folded  This deal   Total',
      'Ana                   0                   4       4',
      'Ben                   4                   0       0',
      'Cleo                  0  trick 1          1       1',
      'Dan                   0  trick 2          2       2',
    ]);
  });

  it('T-12: everybody else folds to a knock: each paid 1, the knocker won without playing on', () => {
    const lines: GameLine[] = [];
    let s = recorded(deal(newMatch({ dealer: 3 }), TENS), ['0:stay', '1:stay', '2:stay', '3:stay', '0:9C'], lines);
    s = recorded(s, ['1:knock', '2:fold', '3:fold', '0:fold'], lines);
    expect(why(summaryRows(s, lines, ['You', 'Ben', 'Cleo', 'Dan'])).filter(Boolean)).toEqual([
      'Fine 1, knocks in order: Ben 1→2. Final fine 2.',
      "Folded: Cleo, Dan and you at Ben's knock in trick 1, paid 1 unit each.",
      'Everybody else folded: Ben won the deal without playing on.',
    ]);
  });

  it('T-S5: eight players, the repeat knocker doubles his own three times and pays 19 ×8 = 152; fits 80×24', () => {
    const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hal'];
    const lines: GameLine[] = [];
    const s = playTS5((x, steps) => recorded(x, steps, lines));
    const rows = summaryRows(s, lines, names);
    expect(why(rows)).toEqual([
      'Fine 1, knocks in order: Ana 1→2, Ben 2→3, Cleo 3→4, Dan 4→5, Eve 5→6, Finn',
      '6→7, Gus 7→8, Hal 8→9, Hal again 9→10 (own ×2), Hal again 10→11 (own ×4),',
      'Hal again 11→12 (own ×8), Ana 12→13, Ben 13→14, Cleo 14→15, Dan 15→16, Eve',
      '16→17, Finn 17→18, Gus 18→19. Final fine 19.',
      'Ana won the last trick; the others still in paid the final fine: Ben, Cleo,',
      'Dan, Eve, Finn and Gus 19 units each; Hal 19 ×8 = 152 units.',
      '',
    ]);
    expect(rows).toContain('Hal                   3        152     152');
    expect(rows.some((l) => l.startsWith('Press Enter to continue'))).toBe(true);
  });
});

describe('places', () => {
  it('T-12 ends a one-deal match 1, 1, 0, 1 fines: the standings and the scoresheet both write 1. 2. 2. 2.', () => {
    let s = deal(newMatch({ dealer: 3, rules: { deals: '1' } }), [
      ['9C', '9S', '9H', '9D'],
      ['TC', 'TS', 'TH', 'TD'],
      ['8C', '8S', '8H', '8D'],
      ['7C', '7S', '7H', '7D'],
    ]);
    s = recorded(s, ['0:stay', '1:stay', '2:stay', '3:stay', '0:9C', '1:knock', '2:fold', '3:fold', '0:fold'], []);
    expect(s.result?.totals).toEqual([1, 0, 1, 1]);
    const extra = { returns: toeppen.returns(s), utility: toeppen.utility };
    const standings = screenText(tableModel(toeppen, toeppenUi, s, 0, NAMES, { ...extra, pause: { kind: 'match-end' } }));
    expect(standings.match(/^│ \d\. +\w+/gm)).toEqual(['│ 1.  Ben', '│ 2.  Ana', '│ 2.  Cleo', '│ 2.  Dan']);
    const sheet = screenText(tableModel(toeppen, toeppenUi, s, 0, NAMES, extra), { ui: { ...INITIAL_UI, overlay: 'scores' } });
    expect(sheet).toMatch(/│ Place +2\. +1\. +2\. +2\. /);
  });
});
