// The card tracker in replay: `c` toggles it there too, counted from the view of the seat it follows
// (the first human seat of the history, else the first seat) at the line on screen.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readHistoryFile } from '../../src/engine/history/reader.js';
import { handleKey } from '../../src/ui/App.js';
import { INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { ReplaySource, replayFrames } from '../../src/ui/replay.js';
import { followedSeat } from '../../src/ui/replay-tracker.js';
import { eachGame, historyOf, registeredGames } from '../registered.js';
import { screenText } from '../ui/screen.js';

const games = await registeredGames();
const SIZE = { cols: 80, rows: 24 };

/** A replay source stepped to the first trick line of the history. */
function atFirstTrick(game: (typeof games)[number]['game'], ui: (typeof games)[number]['ui'], parsed: Parameters<typeof replayFrames>[1]) {
  const { frames } = replayFrames(game, parsed);
  const source = new ReplaySource(game, ui, parsed, frames, undefined, false);
  const at = frames.findIndex((f) => f.line.type === 'trick');
  source.step(at);
  return source;
}

describe('tracker in replay, Lupfen fixture', () => {
  const lupfen = games.find((g) => g.id === 'lupfen')!;
  const read = readHistoryFile(join(__dirname, '../fixtures/lupfen-classic-4p.jsonl'));
  if (!read.ok) throw new Error(read.reason);
  const parsed = read.value;

  it('at the first trick, counts from Bot 1’s view: 20 cards less its 2 held, the 3 played and the 4 shown face up', () => {
    const source = atFirstTrick(lupfen.game, lupfen.ui, parsed);
    const model = source.getModel()!;
    const r = handleKey(model, INITIAL_UI, 'c', {}, { submit: vi.fn(), proceed: vi.fn(), step: vi.fn() }, SIZE, false);
    expect(r.ui.overlay).toBe('cards');
    const text = screenText(model, { ui: r.ui, recording: false, canPlayAgain: false });
    // Dealt TS QC TC, played TC; AH TC KH on the table; JC turned for trump, JD JH QH shown by the exchange.
    expect(text).toContain("Cards of deal 1 as Bot 1 saw them · 2 in Bot 1's hand");
    expect(text).toContain('11 cards Bot 1 had not seen at this line');
    expect(text).toMatch(/Roses +played +A-Ro K-Ro/);
    // c again (any key) closes it, and the replay did not step.
    const step = vi.fn();
    expect(handleKey(model, r.ui, 'c', {}, { submit: vi.fn(), proceed: vi.fn(), step }, SIZE, false).ui.overlay).toBe('none');
    expect(step).not.toHaveBeenCalled();
  });

  it('a followed seat named "You" is spoken to: "your hand", never "You\'s hand"', () => {
    const you = { ...parsed, match: { ...parsed.match, seats: parsed.match.seats.map((s, i) => (i === 0 ? { ...s, name: 'You' } : s)) } };
    const model = atFirstTrick(lupfen.game, lupfen.ui, you).getModel()!;
    const r = handleKey(model, INITIAL_UI, 'c', {}, { submit: vi.fn(), proceed: vi.fn(), step: vi.fn() }, SIZE, false);
    const text = screenText(model, { ui: r.ui, recording: false, canPlayAgain: false });
    expect(text).toContain('Cards of deal 1 as you saw them · 2 in your hand');
    expect(text).toContain('11 cards you had not seen at this line');
    expect(text).not.toMatch(/You's|You had|as You/);
  });
});

describe.each(eachGame(games))('tracker in replay: %s', (_id, { game, ui }) => {
  it('c opens it, titled with the followed seat, and c closes it', () => {
    const parsed = historyOf(game, 'replay-tracker', 1);
    const source = atFirstTrick(game, ui, parsed);
    const model = source.getModel()!;
    const seat = followedSeat(parsed.match.seats);
    const r = handleKey(model, INITIAL_UI, 'c', {}, { submit: vi.fn(), proceed: vi.fn(), step: vi.fn() }, SIZE, false);
    expect(r.ui.overlay).toBe('cards');
    expect(screenText(model, { ui: r.ui })).toContain(`as ${model.seats[seat]!.name} saw them`);
    expect(handleKey(model, r.ui, 'c', {}, { submit: vi.fn(), proceed: vi.fn(), step: vi.fn() }, SIZE, false).ui.overlay).toBe('none');
  });
});

it('the followed seat is the first human one, else the first seat', () => {
  expect(followedSeat([{ kind: 'bot' }, { kind: 'human' }, { kind: 'human' }])).toBe(1);
  expect(followedSeat([{ kind: 'bot' }, { kind: 'bot' }])).toBe(0);
});
