// Issue 16 §5: one rule for what may come in from outside (names on the command line and in the
// menu, seeds, every text in a history): no control character and no invisible format character.
import { describe, expect, it } from 'vitest';
import { namesProblem, shownName } from '../../src/core/names.js';
import { resolveMatchConfig } from '../../src/cli/config.js';
import { hasControl, safeText } from '../../src/core/safe-text.js';

describe('invisible format characters are refused like control characters', () => {
  const invisible = ['\u061c', '\u200b', '\u200d', '\u2028', '\u2029', '\u00ad', '\u2060', '\ufeff', '\u{e0041}'];

  it.each(invisible.map((c) => [c.codePointAt(0)!.toString(16), c]))('U+%s in a name (menu and --names share the rule)', (_hex, c) => {
    const bad = namesProblem(['Ana', `B${c}en`]);
    expect(bad?.index).toBe(1);
    expect(bad?.reason).toBe(`name "${shownName(`B${c}en`)}" has a control character, escape sequence or invisible format character`);
    expect(hasControl(bad!.reason)).toBe(false);
    expect(safeText(`B${c}en`)).toBe('B\uFFFDen');
  });

  it('letters of every script, marks and emoji stay names', () => {
    expect(namesProblem(['Jürg', 'Tøppen', 'محمد', '李雷', 'e\u0301', '😀', '👍🏽'])).toBeNull();
  });

  it('a seed with a control character is refused where it is given, not after it was recorded', () => {
    for (const seed of ['\u001b]0;x\u0007', 'a\tb', 'a\u2028b']) {
      const r = resolveMatchConfig('lupfen', { seed });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.reason).toMatch(
          /^--seed ".*" has a control character or invisible format character; a seed is 1–64 printable characters$/,
        );
    }
    expect(resolveMatchConfig('lupfen', { seed: 'Jürg 1' }).ok).toBe(true);
  });
});
