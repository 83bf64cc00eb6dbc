// Every question a game asks at the table fits an 80- and a 100-column terminal: the header, the
// prompt's question with each of its options, its note and the footer's keys, uncut. Ink wraps a
// question row wider than the prompt's two lines (the options' ends are lost under the note) and
// truncates the header and note with "…"; the footer is cut at the width. Every registered game,
// variant and player count, from the questions of seeded matches.
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/contract/table.js';
import { makeConfig, play, playerCounts } from '../conformance/harness.js';
import { decisionStates, eachGame, registeredGames } from '../registered.js';
import { screenText } from './screen.js';
import { tableModel } from './table-model.js';

const games = await registeredGames();
const SIZES = [
  [80, 24],
  [100, 32],
] as const;
/** Hot-seat names as long as the menu's examples: the header says "you are Cleo". */
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hal'];

/** What the prompt's first row must show in full: each option as "[key] label". */
function shownOptions(p: Prompt<unknown>): string[] {
  switch (p.kind) {
    case 'choice':
      return p.options.map((o) => `[${o.key}] ${o.label}`);
    case 'cards':
      return p.pick ? [`of ${p.pick.count} marked)`] : (p.calls ?? []).map((o) => `[${o.key}] ${o.label}`);
    default:
      return [];
  }
}

describe.each(eachGame(games))('%s: questions fit the table', (_id, { game, ui }) => {
  const cases = game.variants.flatMap((v) => playerCounts(v).map((n) => [`${v.id} ${n}p`, v.id, n] as const));
  it.each(cases)('%s at 80 and 100 columns', (_name, variant, players) => {
    const seen = new Set<string>();
    const cut: string[] = [];
    for (const s of decisionStates(game, variant, players, `fit-${variant}-${players}`, 800)) {
      const seat = (game.turn(s) as { seat: number }).seat;
      // Hot-seat names, and every key live play may add to the footer (h hint, u undo, g why).
      const m = tableModel(game, ui, s, seat, NAMES.slice(0, players), {
        seats: NAMES.slice(0, players).map((name) => ({ name, kind: 'human' as const })),
        undoable: true,
        botWhy: { seat: (seat + 1) % players, deal: 1, text: 'plays cheap' },
      });
      const p = m.decision!.prompt;
      // One screen per kind of question and options (the numbers in them aside); a ladder scrolls
      // its rungs in what its question leaves, so only the question's length tells them apart.
      const kind =
        p.kind === 'ladder' ? `ladder ${p.question.length}` : `${p.kind} ${p.question} ${shownOptions(p).join(' ')}`.replace(/\d+/g, '#');
      if (seen.has(kind)) continue;
      seen.add(kind);
      for (const [cols, rows] of SIZES) {
        const lines = screenText(m, { cols, rows, hints: true }).split('\n');
        const at = `${cols} columns, "${p.question}"`;
        const wide = lines.find((l) => l.length > cols);
        if (wide !== undefined) cut.push(`${at}: a line wider than the terminal: ${wide}`);
        if (lines[0]!.includes('…')) cut.push(`${at}: header ${lines[0]}`);
        const row = lines.findIndex((l) => l.startsWith(p.question));
        if (row < 0) {
          cut.push(`${at}: the question is not at the start of a line`);
          continue;
        }
        for (const o of shownOptions(p)) if (!lines[row]!.includes(o)) cut.push(`${at}: option ${o} cut: ${lines[row]}`);
        if (p.hint && !lines[row + 1]!.includes(p.hint)) cut.push(`${at}: note cut: ${lines[row + 1]}`);
        const footer = lines
          .filter((l) => l.trim())
          .at(-1)!
          .trimEnd();
        if (!footer.endsWith('q quit')) cut.push(`${at}: footer ${footer}`);
      }
    }
    expect(cut).toEqual([]);
  });
});

describe.each(eachGame(games))('%s: the standings of a hot-seat match fit the table', (_id, { game, ui }) => {
  it('with the most players, at 80 and 100 columns: the title, every player and "[a] play again"', () => {
    const v = game.variants.find((x) => x.id === game.defaultVariant)!;
    const names = NAMES.slice(0, v.maxPlayers);
    const played = play(makeConfig(game, v.id, v.maxPlayers, 'fit-standings', {}, 2), 3000);
    expect(played.status).toBe('over');
    const m = tableModel(game, ui, played.final, null, names, {
      seats: names.map((name) => ({ name, kind: 'human' as const })),
      pause: { kind: 'match-end' },
      decision: null,
    });
    for (const [cols, rows] of SIZES) {
      const text = screenText(m, { cols, rows });
      expect(text, text).toContain('│ The match is over — standings');
      for (const name of names) expect(text, text).toMatch(new RegExp(`\\d\\. +${name} `));
      expect(text, text).toContain('[a] play again   [s] scoresheet   [q] quit');
    }
  });
});
