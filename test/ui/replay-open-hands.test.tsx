// Replay shows every hand face up, and a seat that has played to the trick keeps the rest of its
// hand in view beside the card it played (it went blank once the card was on the trick).
import { describe, expect, it } from 'vitest';
import { face } from '../../src/ui/cards.js';
import { ReplaySource, replayFrames } from '../../src/ui/replay.js';
import { eachGame, historyOf, registeredGames } from '../registered.js';
import { screenText } from './screen.js';

const games = await registeredGames();

describe.each(eachGame(games))('replay: %s', (_id, { game, ui }) => {
  it('the seat that played the first card of a trick still shows the rest of its hand', () => {
    const parsed = historyOf(game, 'replay-open-hands', 3);
    const { frames } = replayFrames(game, parsed);
    const source = new ReplaySource(game, ui, parsed, frames, undefined, false);
    const at = frames.findIndex((f) => f.line.type === 'play');
    const line = frames[at]!.line as { seat: number; card: string };
    source.step(at);
    const model = source.getModel()!;
    const rest = model.openHands![line.seat]!;
    expect(rest.length).toBeGreaterThan(0);
    const shown = `hand ${rest.map((c) => face(c, model.look).trimEnd()).join(' ')}`;
    for (const size of [
      { cols: 100, rows: 32 },
      { cols: 80, rows: 24 },
    ]) {
      const text = screenText(model, { ...size, recording: false, canPlayAgain: false });
      // Long hands are cut at the seat's width ("…"); what shows is the start of the rest.
      const played = face(line.card as never, model.look).trimEnd();
      // The row of the played card (a box's middle row, or the bracketed card), then its hand.
      const beside = text
        .split('\n')
        .map((l) =>
          l.indexOf(`${played}`) >= 0 && l.indexOf('hand ', l.indexOf(played)) >= 0 ? l.slice(l.indexOf('hand ', l.indexOf(played))) : null,
        )
        .find((x) => x !== null);
      expect(beside, `${size.cols}×${size.rows}:\n${text}`).toBeDefined();
      const after = beside!
        .replace(/ {2,}.*$|│.*$/, '')
        .replace(/…$/, '')
        .trim();
      expect(shown.startsWith(after), `${after} / ${shown}\n${text}`).toBe(true);
      expect(after.length).toBeGreaterThan('hand '.length);
    }
  });
});
