// A variant announced but not built yet (an entry's `coming`): listed as coming, refused by name
// with one line. No registered game has one today, so the test builds its own entry.
import { describe, expect, it } from 'vitest';
import { resolveVariant } from '../../src/cli/config.js';
import { listText } from '../../src/cli/list.js';
import { findGame } from '../../src/games/registry.js';
import type { GameEntry } from '../../src/contract/entry.js';

const fipsen = findGame('fipsen')!;
const withComing: GameEntry = { ...fipsen, coming: [{ id: 'nordheide', name: 'Fipsen (Nordheide)' }] };

describe('a coming variant', () => {
  it('is refused by name, naming the playable variants', () => {
    const r = resolveVariant(fipsen.game!, 'Nordheide', withComing);
    expect(r).toEqual({
      ok: false,
      reason:
        'Fipsen (Nordheide) is not playable yet; playable variants of fipsen: prisdorf, grossenaspe, thedinghausen, ansegger, duttfips',
    });
    // Without it in the entry the same name is simply unknown.
    expect(resolveVariant(fipsen.game!, 'nordheide')).toEqual({
      ok: false,
      reason: 'unknown variant "nordheide" of fipsen; variants: prisdorf, grossenaspe, thedinghausen, ansegger, duttfips',
    });
  });

  it('is listed under its game as coming', () => {
    expect(listText([withComing])).toContain('    --variant nordheide: Fipsen (Nordheide); coming (not playable yet)');
    expect(listText([fipsen])).not.toContain('coming');
  });
});
