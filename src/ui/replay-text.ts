// `cardtable replay FILE` without a terminal: the match as plain text, one sentence a line, with
// every hand shown at each deal (a replay shows all hands).
import type { AnyGame } from '../games/game.js';
import type { ParsedHistory } from '../engine/history/reader.js';
import { face } from './cards.js';
import { gameUiFor, type TableView } from './game-ui.js';
import { replayFrames } from './replay.js';

export async function replayText(game: AnyGame, parsed: ParsedHistory): Promise<{ text: string; error: string | null }> {
  const ui = await gameUiFor(game);
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
  return { text: out.join('\n') + '\n', error };
}
