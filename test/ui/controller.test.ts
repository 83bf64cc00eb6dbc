// The controller's hot-seat hand-over in every registered game: a hand is shown only to the human
// at the keyboard and goes down the moment its owner acts. Lupfen's status-line and forced-card
// checks are in test/games/lupfen/controller.test.ts.
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { runMatch } from '../../src/engine/match.js';
import { TableController } from '../../src/ui/controller.js';
import { eachGame, registeredGames } from '../registered.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe.each(eachGame(await registeredGames()))('hot-seat hand-over (%s)', (_id, { game, ui }) => {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
  const players = variant.defaultPlayers;
  // Humans at every seat but the third, a bot there: hands go round the table between people.
  const HOT: SeatInfo[] = Array.from({ length: players }, (_, i) =>
    i === 2
      ? { name: 'Bot', kind: 'bot', level: 'basic' }
      : { name: ['Ana', 'Ben', '', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'][i]!, kind: 'human' },
  );
  const firstLegal = { id: 'bot:first', decide: (_v: unknown, legal: readonly unknown[]) => legal[0] };

  it('hides a hand the moment its owner acts, and shows only the hand of whoever confirmed the hand-over', async () => {
    const r = game.resolveOptions(variant.id, players, variant.lengthKey ? { [variant.lengthKey]: '2' } : {});
    if (!r.ok) throw new Error(r.reason);
    const OPTS = r.value;
    const ctl = new TableController({
      game,
      ui,
      seats: HOT,
      bots: HOT.map((_s, i) => (i === 2 ? firstLegal : null)),
      variant: variant.id,
      speed: 'instant',
      ascii: false,
    });
    let atKeyboard: number | null = null;
    let lastActor: number | null = null;
    const problems: string[] = [];
    let asked = 0;
    let upAfterActing: string[] = [];
    ctl.subscribe(() => {
      const m = ctl.getModel()!;
      const handUp = m.viewer !== null && (m.view.hand?.length ?? 0) > 0;
      // A hand is only ever shown to the human who said they are at the keyboard.
      if (handUp && m.viewer !== atKeyboard) problems.push(`showed seat ${m.viewer}'s hand while ${atKeyboard} was at the keyboard`);
      // Once a human has acted, their hand stays down unless they are the next to decide.
      if (handUp && lastActor !== null && m.viewer === lastActor && m.decision?.seat !== lastActor) {
        upAfterActing.push(`seat ${lastActor}'s hand still up after acting (${m.pause?.kind ?? 'no pause'})`);
      }
      if (m.decision && m.decision.seat !== lastActor) problems.push(...upAfterActing);
      if (m.decision) upAfterActing = [];
    });
    const done = runMatch(
      { game, variant: variant.id, players, options: OPTS, seats: HOT, agents: ctl.agents(), seed: 'hot' },
      { onStep: ctl.onStep, signal: ctl.abort.signal },
    );
    let settled = false; // a crashed match stops the loop; `await done` below fails the test with it
    void done.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let i = 0; i < 2000 && !settled; i++) {
      await tick();
      const m = ctl.getModel();
      if (!m) continue;
      if (m.pause?.kind === 'match-end') break;
      if (m.pause?.kind === 'privacy') {
        atKeyboard = m.pause.seat;
        ctl.proceed();
      } else if (m.pause) ctl.proceed();
      else if (m.decision) {
        const seat = m.decision.seat;
        const p = m.decision.prompt;
        const act =
          p.kind === 'cards'
            ? p.playable[0]!.action
            : p.kind === 'choice'
              ? p.options[0]!.action
              : p.kind === 'ladder'
                ? p.rungs[0]!.action
                : p.actionFor(p.min);
        asked++;
        lastActor = seat;
        ctl.submit(act);
        const after = ctl.getModel()!;
        if (after.viewer !== null || (after.view.hand?.length ?? 0) > 0) problems.push(`seat ${seat}'s hand not hidden right after acting`);
      }
    }
    ctl.abort.abort('suspend');
    // A crash in the rules, the controller or a listener rejects the match: it fails the test.
    expect((await done).status).toBe('over');
    expect(asked).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});
