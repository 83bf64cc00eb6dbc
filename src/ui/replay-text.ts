// `cardtable replay FILE` without a terminal: the match as plain text, one sentence a line, with
// every hand shown at each deal (a replay shows all hands). Written as the file is read, so the
// longest match costs the memory of one state, not of every step. Text from the file is shown
// as text only (safe-text.ts).
import { safeText } from '../core/safe-text.js';
import { shownNames } from '../core/names.js';
import { unitOfVariant } from '../contract/game.js';
import { sourceOf, type HistorySource, type ParsedHistory } from '../engine/history/reader.js';
import { replaySource } from '../engine/replay.js';
import { undoSentence } from '../engine/undo.js';
import { face, sortByOrder } from './cards.js';
import type { GameUiLoader } from '../contract/table.js';
import type { TableGame } from '../contract/view.js';
import { seatName } from './names.js';
import { signedAmount } from './standing.js';

/** Writes the replay of `source` line by line; returns the first error or mismatch, or null. */
export async function writeReplayText(
  game: TableGame,
  loadUi: GameUiLoader,
  source: HistorySource,
  write: (text: string) => void,
): Promise<string | null> {
  const ui = await loadUi();
  const names = shownNames(source.match.seats.map((s) => s.name));
  write(
    `${safeText(source.name)}: ${game.name} ${safeText(source.match.variant)}, ${names.join(', ')} (seed ${safeText(source.match.seed)})\n`,
  );
  let last: unknown = null;
  const report = replaySource(game, source, {
    onLine: (state, line) => {
      last = state;
      if (line.type === 'match') return;
      if (line.type === 'undo') {
        write(`${safeText(undoSentence(line, names))}\n`);
        return;
      }
      const view = game.view(state, 0);
      const look = ui.look(view, undefined, true);
      const out: string[] = [];
      const text = ui.logLine(view, line, names, look);
      if (text) out.push(safeText(text));
      if (line.type === 'deal') {
        line.hands.forEach((hand, seat) => {
          // Sorted as the table sorts its owner's hand.
          const sorted = sortByOrder(hand, game.cardOrder(game.view(state, seat)));
          out.push(`  ${seatName(names, seat)}: ${sorted.map((c) => face(c, look)).join(' ')}`);
        });
      }
      if (out.length > 0) write(out.join('\n') + '\n');
    },
  });
  if (last !== null) {
    // Where the file leaves the players: the final standings of a finished match, else the balances so far.
    const view = game.view(last, null);
    const totals = view.result?.totals ?? view.balances;
    const what = view.result ? 'Final balances' : `Balances after ${view.dealsDone} deal${view.dealsDone === 1 ? '' : 's'} (unfinished)`;
    write(
      `${what}: ${names.map((n, i) => `${n} ${signedAmount(totals[i] ?? 0)}`).join(', ')} ${unitOfVariant(game, source.match.variant)}.\n`,
    );
  }
  return report.error ?? report.mismatches[0] ?? null;
}

/** The whole replay as one text (tests, small files). */
export async function replayText(
  game: TableGame,
  loadUi: GameUiLoader,
  parsed: ParsedHistory,
): Promise<{ text: string; error: string | null }> {
  const parts: string[] = [];
  const error = await writeReplayText(game, loadUi, sourceOf(parsed), (t) => parts.push(t));
  return { text: parts.join(''), error };
}
