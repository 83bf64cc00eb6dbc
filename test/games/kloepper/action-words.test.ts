// Kloepper's action words: label, prompt, key and log from one table (test/games/play-through.ts).
import { describe, expect, it } from 'vitest';
import { kloepper } from '../../../src/games/kloepper/index.js';
import { kloepperUi } from '../../../src/games/kloepper/ui/index.js';
import { playThrough } from '../play-through.js';

describe('Kloepper: the prompt says the label, or more of it', () => {
  it('Kloepper: knock and knock back on k, "No" for no knock back, calls and alone', () => {
    const seen = new Set<string>();
    for (const seed of ['words-k1', 'words-k2', 'words-k3', 'words-k4'])
      for (const o of playThrough(kloepper, kloepperUi, 'standard', 4, { target: '30' }, seed).options) seen.add(o);
    expect(seen).toContain('Knock → Knock [k]');
    expect(seen).toContain('Knock back → Knock back [k]');
    // The question says "do you knock back?": its answer needs no more than "No".
    expect(seen).toContain('No knock back → No [n]');
    const calls = [...seen].filter((o) => o.startsWith('Call '));
    expect(calls.length).toBeGreaterThan(0);
    for (const o of calls) expect(o).toMatch(/^Call (A[♣♠♥]) → \1 (clubs \[l\]|spades \[p\]|hearts \[e\])$/);
    expect(seen).toContain('Alone → Alone [a]');
  });
});
