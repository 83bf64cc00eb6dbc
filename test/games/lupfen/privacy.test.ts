// A kept Under-Under-Over hand is nobody's business (issue 30, §3). The source texts make the
// exchange (classic R11) and the Scrap (vorarlberg R13) something a player "may" do by showing the
// hand; one who lets it pass says nothing. So the round is asked in secret (Turn.secret, every active
// player in its order), "keep" is in the file only (audience none), no other seat's view has it or
// shows who is asked, and the sampler, reading the view, learns nothing from it.
import { describe, expect, it } from 'vitest';
import type { GameLine } from '../../../src/core/history-lines.js';
import { Rng } from '../../../src/core/rng.js';
import { sampleLupfenState } from '../../../src/games/lupfen/bots/sampler.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenState } from '../../../src/games/lupfen/types.js';
import { deal, newMatch, run } from './scenario.js';

/** Ann (seat 0) holds Unter, Unter, Ober; the others nothing special. Bob (1) lifts, all join. */
function exchangeRound(): LupfenState {
  const s = deal(newMatch({ variant: 'classic', players: 4, rules: {}, dealer: 0 }), 'JC JS QH / AC AS AH / KC KS KH / TC TS TH', ['KD']);
  return run(s, ['1:lift', '1:price:1', '2:join', '3:join', '0:join']);
}

describe('a kept Under-Under-Over hand', () => {
  it('classic R11: Ann is asked in secret; her "keep" reaches no log, no other view, no sample', () => {
    const s = exchangeRound();
    expect(s.phase).toBe('exchange');
    // The round goes from the lifter through every active player: nobody sees that only Ann is asked.
    expect(lupfen.turn(s)).toEqual({ kind: 'decide', seat: 0, secret: { asked: [1, 2, 3, 0] } });
    expect([0, 1, 2, 3, null].map((x) => lupfen.view(s, x).toAct)).toEqual([0, null, null, null, null]);
    const log: GameLine[] = [];
    const kept = lupfen.apply(s, { kind: 'call', call: 'keep' }, log);
    const line = lupfen.encodeAction(s, { kind: 'call', call: 'keep' })!;
    expect(line).toEqual({ type: 'call', deal: 1, seat: 0, call: 'keep' });
    expect(lupfen.audience!(s, line)).toBe('none');
    expect(kept.phase).toBe('play');
    // Her own view remembers it; nobody else's has it.
    expect(lupfen.view(kept, 0).calls.filter((c) => c.call === 'keep')).toEqual([{ seat: 0, call: 'keep' }]);
    for (const x of [1, 2, 3, null]) expect(lupfen.view(kept, x).calls.filter((c) => c.call === 'keep')).toEqual([]);
    // Bob's samples do not all give Ann Unter, Unter, Ober: her hand is as open as before the round.
    const rng = Rng.fromSeed('kept');
    const hers = Array.from({ length: 30 }, () => sampleLupfenState(lupfen.view(kept, 1), rng).hands[0]!);
    expect(hers.some((h) => h.filter((c) => c[0] === 'J').length !== 2)).toBe(true);
  });

  it('vorarlberg R13: the Scrap question names nobody either, and a kept hand is not heard', () => {
    const s = deal(newMatch({ variant: 'vorarlberg', players: 4, rules: {}, dealer: 0 }), 'AC AS AH / JC JS QD / KC KS KH / TC TS TH', [
      'KD',
    ]);
    expect(s.phase).toBe('scrap');
    expect([0, 1, 2, 3, null].map((x) => lupfen.view(s, x).toAct)).toEqual([null, 1, null, null, null]);
    const line = lupfen.encodeAction(s, { kind: 'call', call: 'keep' })!;
    expect(lupfen.audience!(s, line)).toBe('none');
    const kept = lupfen.apply(s, { kind: 'call', call: 'keep' });
    for (const x of [0, 2, 3, null]) expect(lupfen.view(kept, x).calls).toEqual([]);
  });
});
