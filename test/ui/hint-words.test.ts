// `h` at the table says its values in the table's own unit word (Tøppen's fine_label), the word
// beside every amount on screen, not the game's generic "fines".
import { expect, it } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { MemorySink } from '../../src/engine/match.js';
import { hintText } from '../../src/ui/hint.js';
import { rngBot } from '../engine/practice.js';
import { fewSamplesBotsOf, registeredGames } from '../registered.js';
import { liveTable } from './live-table.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

it('Tøppen with fine_label=pencil: the hint counts in pencils', async () => {
  const { game, ui } = (await registeredGames()).find((g) => g.id === 'toeppen')!;
  const options = game.resolveOptions('standard', 4, { fine_label: 'pencil', deals: '1' });
  if (!options.ok) throw new Error(options.reason);
  const seats: SeatInfo[] = [
    { name: 'You', kind: 'human' },
    ...[1, 2, 3].map((i): SeatInfo => ({ name: `Bot ${i}`, kind: 'bot', level: 'first' })),
  ];
  const bots = seats.map((s) => (s.kind === 'bot' ? rngBot : null));
  const stop = new AbortController();
  const { ctl, done: match } = liveTable({
    game,
    ui,
    gameBots: fewSamplesBotsOf(game),
    variant: 'standard',
    seats,
    bots,
    options: options.value,
    seed: 'hint-words',
    sink: new MemorySink(),
    undo: true,
    signal: stop.signal,
  });
  const done = match.catch(() => null);
  for (let i = 0; i < 5000 && !ctl.getModel()?.decision; i++) await tick();
  expect(ctl.getModel()?.decision).toBeTruthy();
  const h = await ctl.hint(new AbortController().signal);
  expect(h.unit).toBe('pencils');
  expect(hintText(h, 300)).toMatch(/pencils/);
  ctl.abort.abort();
  stop.abort();
  await done;
}, 60_000);
