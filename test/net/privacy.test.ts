// Privacy at the protocol level: a seat is sent nothing that depends on cards it may not see. Two
// saved matches that differ only in two cards held by other seats (twin histories), resumed by a
// host, send the seat byte for byte the same messages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { serializeLine } from '../../src/engine/history/writer.js';
import { planResume } from '../../src/engine/resume.js';
import type { TableGame } from '../../src/contract/view.js';
import type { ParsedHistory } from '../../src/engine/history/reader.js';
import { afterNth, twinHistory } from '../coach/twin.js';
import { rngBot } from '../engine/practice.js';
import { eachGame, historyOf, registeredGames, type RegisteredGame } from '../registered.js';
import { hostMatch, TestClient } from './harness.js';

const GAMES = await registeredGames();
const VIEWER = 0;

/**
 * What seat VIEWER is sent by a host that resumes `parsed`, every seat remote and nobody answering:
 * everything up to the first question of the resumed match.
 */
async function streamTo(g: RegisteredGame, parsed: ParsedHistory, dir: string, name: string): Promise<string[]> {
  const path = join(dir, `${name}.jsonl`);
  writeFileSync(path, parsed.lines.map(serializeLine).join(''));
  const plan = planResume(path, (id) => (id === g.id ? g.game : undefined));
  if (!plan.ok) throw new Error(plan.reason);
  const seats = plan.value.seats.map((s) => ({ name: s.name, kind: 'human' as const }));
  const remote = seats.map((_, i) => i);
  const hosted = await hostMatch({ game: g.game, ui: g.ui, seats, remote, bots: () => rngBot, seed: 'twin', deals: 2, resume: plan.value });
  onTestFinished(() => hosted.close());
  const clients = await Promise.all(
    hosted.session.seats.map(async (s) => {
      const c = new TestClient(hosted.session.port);
      await c.opened;
      c.send({ type: 'hello', token: s.token, last: 0 });
      return c;
    }),
  );
  void hosted.start();
  const asked = () => clients.find((c) => c.tables().some((t) => t.model.decision !== null));
  await clients[VIEWER]!.until(() => asked() !== undefined, 'the first question');
  // One socket delivers in order: once this refusal is in, everything sent before it is too.
  const viewer = clients[VIEWER]!;
  const before = viewer.messages.length;
  viewer.raw('probe');
  await viewer.until(() => viewer.messages.slice(before).some((m) => m.type === 'refused'), 'the probe answered');
  return viewer.texts.filter((t) => !t.includes('"refused"'));
}

describe.each(eachGame(GAMES))('%s: a seat is sent the same bytes for twin deals', (_id, g) => {
  it('differing only in cards hidden from it', async () => {
    const game: TableGame = g.game;
    const parsed = historyOf(game, 'net-twin', 2);
    // Within the first trick: the deal goes on after the resume (a settled deal would deal afresh).
    const cut = afterNth(parsed, 1, (l) => l.type === 'play');
    const twin = twinHistory(game, parsed, VIEWER, cut);
    expect(twin, 'a swap of two unseen cards that replays').not.toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'cardtable-net-twin-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const a = await streamTo(g, twin!.original, dir, 'a');
    const b = await streamTo(g, twin!.twin, dir, 'b');
    expect(a.length).toBeGreaterThan(1);
    expect(b).toEqual(a);
    // The other seats' hands did differ, and the stream carried the viewer's own hand.
    const [s1] = twin!.seats;
    expect(twin!.original.lines).not.toEqual(twin!.twin.lines);
    expect(a.some((t) => t.includes('"hand":['))).toBe(true);
    expect(s1).not.toBe(VIEWER);
  });
});

describe("Kloepper's secret rounds at a hosted table", () => {
  it('ask a remote seat with nothing to decide formally on its own screen, and the host waits for its key', async () => {
    const g = GAMES.find((x) => x.id === 'kloepper')!;
    const seats = ['Ana', 'Ben', 'Cem', 'Dag'].map((name) => ({ name, kind: 'human' as const }));
    const hosted = await hostMatch({
      game: g.game,
      ui: g.ui,
      seats,
      remote: [0, 1, 2, 3],
      bots: () => rngBot,
      seed: 'net-secret',
      deals: 1,
    });
    onTestFinished(() => hosted.close());
    const clients = await Promise.all(
      hosted.session.seats.map(async (s) => {
        const c = new TestClient(hosted.session.port, { game: g.game, seat: s.seat });
        await c.opened;
        c.send({ type: 'hello', token: s.token, last: 0 });
        return c;
      }),
    );
    expect((await hosted.start()).status).toBe('over');
    const formal = clients.map((c, seat) =>
      c.tables().filter((t) => t.model.pause?.kind === 'formal' && (t.model.pause as { seat?: number }).seat === seat),
    );
    // Hot-seat's "nothing to decide" turn, on the seat's own screen, which only its key ends.
    expect(formal.flat().length).toBeGreaterThan(0);
    for (const t of formal.flat()) expect(t.status).toBe('Nothing for you to decide here — press Enter.');
    // Nobody is shown another seat's formal turn.
    for (const [seat, c] of clients.entries())
      expect(c.tables().filter((t) => t.model.pause?.kind === 'formal' && (t.model.pause as { seat?: number }).seat !== seat)).toEqual([]);
  });
});
