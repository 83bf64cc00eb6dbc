// Tøppen's action words: label, prompt, key and log from one table (test/games/play-through.ts).
import { describe, expect, it } from 'vitest';
import { toeppen } from '../../../src/games/toeppen/index.js';
import { toeppenUi } from '../../../src/games/toeppen/ui/index.js';
import { playThrough } from '../play-through.js';

describe('Tøppen: the prompt says the label, or more of it', () => {
  it('Tøppen: stay in, fold at start, knock, pah and fold to a knock', () => {
    const seen = playThrough(toeppen, toeppenUi, 'standard', 5, { deals: '6' }, 'words-toeppen');
    const options = [...seen.options].map((o) => o.replace(/\(pay \d+\)/, '(pay N)'));
    expect(new Set(options)).toEqual(
      new Set([
        'Stay in → Stay in [i]',
        'Fold at start → Fold at start (pay N) [f]',
        'Knock → Knock [k]',
        'Pah → Pah (stay in) [p]',
        'Fold → Fold (pay N) [f]',
      ]),
    );
    for (const s of ['stays in.', 'says pah.']) expect(seen.said).toContain(s);
  });
});
