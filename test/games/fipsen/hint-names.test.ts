// A hint names a pick of cards (the lay-away) by its faces as the prompt marks them, in the
// table's look, never by its raw key ("discard:8H,9S"): `--seed ks/3`, after taking the Skat.
import { expect, it } from 'vitest';
import { fipsen } from '../../../src/games/fipsen/index.js';
import { fipsenUi } from '../../../src/games/fipsen/ui/index.js';
import type { AnyGameUi } from '../../../src/contract/table.js';
import { computeHint } from '../../../src/ui/hint.js';
import { fewSamplesBotsOf } from '../../registered.js';
import { ks3 } from './ks3.js';

it('ks/3 lay-away: every hint entry reads as two faces, in --ascii too', async () => {
  const { state } = ks3('discard');
  const ui = fipsenUi as AnyGameUi;
  const view = fipsen.view(state, 0);
  const legal = fipsen.legalActions(state);
  for (const ascii of [false, true]) {
    const look = ui.look(view, undefined, ascii);
    const h = await computeHint(
      fipsen as never,
      fewSamplesBotsOf(fipsen),
      view,
      legal,
      ui.prompt(view, legal, look),
      look,
      { unit: ui.unit },
      new AbortController().signal,
      (a) => fipsen.describeAction(state, a as never, look),
    );
    expect(h.entries).toHaveLength(legal.length);
    const face = ascii ? /^[0-9AKQJ]+-[cshd] [0-9AKQJ]+-[cshd]$/ : /^[0-9AKQJ]+[♣♠♥♦] [0-9AKQJ]+[♣♠♥♦]$/;
    for (const e of h.entries) expect(e.label).toMatch(face);
    expect(h.entries.map((e) => e.label)).toContain(ascii ? '8-c 8-s' : '8♣ 8♠');
  }
}, 60_000);
