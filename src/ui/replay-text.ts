// `cardtable replay FILE` without a terminal: the match as plain text, one sentence a line, with
// every hand shown at each deal (a replay shows all hands).
import type { AnyGame } from '../games/game.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { face } from './cards.js';
import type { TableView } from './game-ui.js';
import { uiFor } from './games.js';
import { replayFrames } from './replay.js';

export function replayText(game: AnyGame, parsed: ParsedHistory): { text: string; error: string | null } {
  const ui = uiFor(game.id);
  const { frames, error } = replayFrames(game, parsed);
  const names = parsed.match.seats.map((s) => s.name);
  const out: string[] = [`${parsed.name}: ${game.name} ${parsed.match.variant}, ${names.join(', ')} (seed ${parsed.match.seed})`];
  for (const f of frames) {
    const view = game.view(f.state, 0) as TableView;
    const look = ui.look(view, undefined, true);
    const text = f.line.type === 'match' ? null : ui.logLine(view, f.line, names, look);
    if (text) out.push(text);
    if (f.line.type === 'deal') {
      f.line.hands.forEach((hand, seat) => out.push(`  ${names[seat] ?? `Seat ${seat + 1}`}: ${hand.map((c) => face(c, look)).join(' ')}`));
    }
  }
  // Where the file leaves the players: the final standings of a finished match, else the balances so far.
  const last = frames[frames.length - 1];
  if (last) {
    const view = game.view(last.state, 0) as TableView;
    const totals = view.result?.totals ?? view.balances;
    const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
    const what = view.result ? 'Final balances' : `Balances after ${view.dealsDone} deal${view.dealsDone === 1 ? '' : 's'} (unfinished)`;
    out.push(`${what}: ${names.map((n, i) => `${n} ${sign(totals[i] ?? 0)}`).join(', ')} ${game.unit}.`);
  }
  return { text: out.join('\n') + '\n', error };
}
