// End-to-end: `u` on the built binary in a pseudo-terminal. The human plays a card, the bots play
// on, `u` takes it back: the hand shows the card again, the log says so, the history records it;
// then play goes on. A card played before a quit is taken back the same way after `resume`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guard, KEY, nextQuestion, Table, tempDir } from './pty.js';

/** The hand as drawn: the line that says "Your hand" and the two around it (the card boxes). */
function handOf(screen: string): string {
  const lines = screen.split('\n');
  const i = lines.findIndex((l) => l.startsWith('Your hand'));
  return lines.slice(i - 1, i + 2).join('\n');
}

const ASKS = /Do you lift\?|Name the price|Play or drop\?|play a card|Exchange|Keep my cards|Press Enter/;

/** Lupfen seed u1, the human at the first seat with `file` recorded. */
function lupfenTable(file: string): Table {
  return new Table(['lupfen', '--seed', 'u1', '--seats', 'human,bot:basic,bot:basic,bot:basic', '--speed', 'instant', '--record', file], {
    cols: 100,
    rows: 32,
  });
}

/**
 * Lifts, plays, and plays the deal's first card (nothing of the trick play to take back before
 * it); returns the hand as drawn before that card and the screen that asks for the next one.
 */
async function playFirstCard(t: Table): Promise<{ played: string; asked: string }> {
  let last = '';
  let played: string | null = null;
  for (let step = 0; step < 60; step++) {
    const s = await nextQuestion(t, last, ASKS);
    last = s;
    if (s.includes('Do you lift?')) t.press('l');
    else if (s.includes('Play or drop?')) t.press('y');
    else if (/play a card/.test(s) && played === null) {
      played = handOf(s);
      t.press(KEY.enter);
    } else if (/play a card/.test(s)) return { played: played!, asked: s };
    else t.press(KEY.enter);
  }
  throw new Error('no second card asked for in 60 questions');
}

/** The undo lines of the history at `file`. */
function undoLines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l['type'] === 'undo');
}

describe('undo in a terminal', () => {
  it('a card played is taken back with u: the hand shows it again, then play goes on', async () => {
    const file = join(tempDir('undo'), 'm.jsonl');
    const t = lupfenTable(file);
    const { played, asked } = await playFirstCard(t);
    expect(asked).toMatch(/u undo/);
    t.press('u');
    const back = await t.waitFor((s) => /You took back \d+ moves?\./.test(s) && /play a card/.test(s));
    // The card is in the hand again, drawn as before it was played.
    expect(handOf(back)).toBe(played);
    expect(undoLines(file)).toEqual([expect.objectContaining({ type: 'undo', deal: 1, seat: 0 })]);
    // Play goes on: the card is played again and the next question comes.
    await guard();
    t.press(KEY.enter);
    await t.waitFor((s) => handOf(s) !== played && /play a card|Press Enter/.test(s));
    expect(await t.quit()).toBe(0);
  }, 90_000);

  it('a card played before a quit is taken back with u after resume: the hand shows it again', async () => {
    const file = join(tempDir('undo-resume'), 'm.jsonl');
    const t = lupfenTable(file);
    const { played } = await playFirstCard(t);
    // Quit at the next card: the match stays resumable.
    expect(await t.quit()).toBe(0);
    const r = new Table(['resume', file, '--speed', 'instant'], { cols: 100, rows: 32 });
    const resumed = await r.waitFor((s) => s.includes('— resumed here —') && /play a card/.test(s));
    expect(resumed).toMatch(/u undo/);
    await guard();
    r.press('u');
    const back = await r.waitFor((s) => /You took back \d+ moves?\./.test(s) && /play a card/.test(s));
    expect(handOf(back)).toBe(played);
    expect(back).toContain('— resumed here —');
    expect(undoLines(file)).toEqual([expect.objectContaining({ type: 'undo', deal: 1, seat: 0 })]);
    expect(await r.quit()).toBe(0);
  }, 90_000);

  it('TERM=dumb: a typed u takes back the last move or says why not, and the question is asked again', async () => {
    const file = join(tempDir('undo-dumb'), 'm.jsonl');
    const t = new Table(
      ['toeppen', '--seed', '7', '--seats', 'human,bot:basic,bot:basic,bot:basic', '--speed', 'instant', '--record', file],
      { cols: 100, rows: 32, env: { TERM: 'dumb' } },
    );
    await t.waitFor('Fold at the start, or stay in?');
    t.press('u\r');
    await t.waitFor('Nothing to undo yet in this deal.');
    t.press('i\r');
    const asked = () => (t.raw.match(/\(u takes back your last move\)/g) ?? []).length;
    await t.waitFor(() => asked() > 0);
    const before = asked();
    t.press('u\r');
    await t.waitFor(/You took back \d+ moves?\./);
    // The first question is asked again (the stay-in was taken back; nothing before it to undo).
    await t.waitFor(() => (t.raw.match(/Fold at the start, or stay in\?/g) ?? []).length >= 2);
    expect(asked()).toBe(before);
    expect(undoLines(file)).toEqual([expect.objectContaining({ deal: 1, seat: 0 })]);
    t.press('q\r');
    expect(await t.exited).toBe(0);
    expect(t.raw.includes('\u001b')).toBe(false);
  }, 60_000);
});
