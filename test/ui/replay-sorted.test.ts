// Replay shows every hand face up, each sorted as its owner's table sorts it (the hand sorter of
// live play), not in the order the deal line lists the cards.
import { describe, expect, it } from 'vitest';
import { readHistoryFile, HistoryFileStream } from '../../src/engine/history/reader.js';
import { lupfen } from '../../src/games/lupfen/index.js';
import { lupfenUi } from '../../src/games/lupfen/ui/index.js';
import { face, sortByOrder } from '../../src/ui/cards.js';
import { ReplaySource, replayFrames } from '../../src/ui/replay.js';
import { writeReplayText } from '../../src/ui/replay-text.js';
import { CLASSIC_4P } from '../examples.js';

const parsed = readHistoryFile(CLASSIC_4P);
if (!parsed.ok) throw new Error(parsed.reason);
const deal = parsed.value.lines.find((l) => l.type === 'deal')!;
if (deal.type !== 'deal') throw new Error('no deal');
// Sorted as live play sorts a hand before the trump is known.
const sorted = deal.hands.map((h, seat) =>
  sortByOrder(
    h,
    lupfen.cardOrder({
      ...lupfen.view(lupfen.setup({ variant: 'classic', players: 4, options: parsed.value.match.options }), seat),
      trumpSuit: null,
    }),
  ),
);

describe('replay: hands sorted as the table sorts them', () => {
  it('the example deals at least one hand out of order, so sorting shows', () => {
    expect(sorted.some((h, seat) => h.join() !== deal.hands[seat]!.join())).toBe(true);
  });

  it('the full-screen replay draws every open hand sorted', () => {
    const { frames } = replayFrames(lupfen, parsed.value);
    const src = new ReplaySource(lupfen, lupfenUi, parsed.value, frames, undefined, false);
    expect(src.getModel()!.openHands).toEqual(sorted);
  });

  it('the printed replay lists every dealt hand sorted', async () => {
    const stream = HistoryFileStream.open(CLASSIC_4P, { allowPartialTail: true });
    if (!stream.ok) throw new Error(stream.reason);
    let text = '';
    await writeReplayText(
      lupfen,
      async () => lupfenUi,
      stream.value,
      (t) => {
        text += t;
      },
    );
    stream.value.close();
    const look = { style: 'swiss' as const, ascii: true };
    const names = parsed.value.match.seats.map((s) => s.name);
    for (let seat = 0; seat < 4; seat++) expect(text).toContain(`  ${names[seat]}: ${sorted[seat]!.map((c) => face(c, look)).join(' ')}\n`);
  });
});
