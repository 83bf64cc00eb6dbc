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

describe.each(eachGame(await registeredGames()))('a screen that ends pauses from its subscriber (%s)', (_id, { game, ui }) => {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
  const players = variant.defaultPlayers;
  const SEATS: SeatInfo[] = Array.from({ length: players }, (_, i) =>
    i === 0 ? { name: 'Ana', kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'basic' },
  );
  const firstLegal = { id: 'bot:first', decide: (_v: unknown, legal: readonly unknown[]) => legal[0] };

  // The line-by-line table passes a trick on the moment it is told of it, from inside the
  // controller's own notification: at the normal pace the key was lost before the controller
  // waited for it, and the match hung at the first trick a person answered after.
  it('plays a match at the normal pace to its end: no pause misses the key given as it appears', async () => {
    const r = game.resolveOptions(variant.id, players, variant.lengthKey ? { [variant.lengthKey]: '2' } : {});
    if (!r.ok) throw new Error(r.reason);
    const ctl = new TableController({
      game,
      ui,
      seats: SEATS,
      bots: SEATS.map((_s, i) => (i === 0 ? null : firstLegal)),
      variant: variant.id,
      speed: 'normal',
      ascii: false,
      sleep: () => Promise.resolve(),
    });
    const pauses = new Set<string>();
    let answered: unknown = null;
    ctl.subscribe(() => {
      const m = ctl.getModel()!;
      if (m.pause && m.pause.kind !== 'match-end') {
        pauses.add(m.pause.kind);
        ctl.proceed();
      } else if (m.decision && m.decision !== answered) {
        answered = m.decision;
        const p = m.decision.prompt;
        const act =
          p.kind === 'cards'
            ? p.pick
              ? p.pick.actionFor(p.playable.slice(0, p.pick.count).map((c) => c.card))
              : p.playable[0]!.action
            : p.kind === 'choice'
              ? p.options[0]!.action
              : p.kind === 'ladder'
                ? p.rungs[0]!.action
                : p.actionFor(p.initial);
        queueMicrotask(() => ctl.submit(act));
      }
    });
    const done = runMatch(
      { game, variant: variant.id, players, options: r.value, seats: SEATS, agents: ctl.agents(), seed: 'subscriber' },
      { onStep: ctl.onStep, signal: ctl.abort.signal },
    );
    let settled = false;
    void done.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let i = 0; i < 20_000 && !settled; i++) await tick();
    expect(settled, `the match went on to its end (pauses seen: ${[...pauses].join(', ')})`).toBe(true);
    expect((await done).status).toBe('over');
    expect(pauses).toContain('deal-summary');
  });
});
