// A table hosted on loopback and played by clients of the protocol: the match the host records is
// the one hot-seat plays with the same decisions, whatever hostile clients send meanwhile, and a
// spectator is never sent a hand.
import { describe, expect, it, onTestFinished } from 'vitest';
import type { HistoryLine, SeatInfo } from '../../src/core/history-lines.js';
import { MemorySink, runMatch } from '../../src/engine/match.js';
import { parseHistory, readHistoryFile } from '../../src/engine/history/reader.js';
import { replayHistory } from '../../src/engine/replay.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeLine } from '../../src/engine/history/writer.js';
import { planResume } from '../../src/engine/resume.js';
import { afterNth } from '../coach/twin.js';
import { MAX_CLIENT_BYTES, PROTOCOL_VERSION } from '../../src/net/protocol.js';
import { rngBot } from '../engine/practice.js';
import { eachGame, historyOf, registeredGames } from '../registered.js';
import { hostMatch, matchSetup, NET_WAIT_MS, pickingAgent, TestClient, type Hosted, type HostedSetup } from './harness.js';

const GAMES = await registeredGames();
const lupfen = GAMES.find((g) => g.id === 'lupfen')!;

const SEATS: SeatInfo[] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Ben', kind: 'human' },
  { name: 'Bot 1', kind: 'bot', level: 'rng' },
  { name: 'Bot 2', kind: 'bot', level: 'rng' },
];

function setup(seed: string): HostedSetup {
  return { game: lupfen.game, ui: lupfen.ui, seats: SEATS, remote: [0, 1], bots: () => rngBot, seed, deals: 2, spectators: 1 };
}

/** The same match with the remote seats' decisions made at one table: the history hot-seat writes. */
async function hotSeat(seed: string): Promise<string> {
  const h = setup(seed);
  const sink = new MemorySink();
  await runMatch(
    matchSetup(
      h,
      SEATS.map((_, i) => (h.remote.includes(i) ? pickingAgent(i) : rngBot)),
    ),
    { sink },
  );
  return sink.text();
}

/**
 * The history the host wrote, as hot-seat would write it: its match line names the remote seats
 * (`remote`, for resume to host them again), which a table at one terminal has none of.
 */
function asHotSeat(sink: MemorySink): string {
  const [match, ...rest] = sink.lines;
  expect(match).toMatchObject({ type: 'match', remote: [0, 1] });
  const { remote: _remote, ...plain } = match as HistoryLine & { remote?: unknown };
  const copy = new MemorySink();
  for (const l of [plain as HistoryLine, ...rest]) copy.write(l);
  return copy.text();
}

async function seated(port: number, token: string, seat: number): Promise<TestClient> {
  const c = new TestClient(port, { game: lupfen.game, seat });
  await c.opened;
  c.send({ type: 'hello', token, last: 0 });
  await c.until(() => c.messages.some((m) => m.type === 'welcome'), 'the welcome');
  return c;
}

describe('a hosted table on loopback', () => {
  it('plays to its end as hot-seat does with the same decisions, and sends a spectator no hand', async () => {
    const seed = 'net-1';
    const hosted = await hostMatch(setup(seed));
    onTestFinished(() => hosted.close());
    const port = hosted.session.port;
    const [ana, ben] = await Promise.all(hosted.session.seats.map((s) => seated(port, s.token, s.seat)));
    const watcher = new TestClient(port);
    await watcher.opened;
    watcher.send({ type: 'watch', last: 0 });
    await watcher.until(() => watcher.messages.some((m) => m.type === 'welcome'), 'the spectator welcome');
    const outcome = await hosted.start();
    expect(outcome.status).toBe('over');
    expect(asHotSeat(hosted.sink)).toBe(await hotSeat(seed));
    // Each seat was asked and answered; every table it was sent showed its own seat's hand only.
    for (const [c, seat] of [
      [ana!, 0],
      [ben!, 1],
    ] as const) {
      expect(c.answered).toBeGreaterThan(3);
      for (const t of c.tables()) expect(t.model.view.seat).toBe(seat);
    }
    await watcher.until(() => watcher.tables().some((t) => t.model.pause?.kind === 'match-end'), 'the standings');
    const tables = watcher.tables();
    expect(tables.length).toBeGreaterThan(20);
    for (const t of tables) {
      expect(t.model.view.seat).toBeNull();
      expect(t.model.view.hand).toBeNull();
      expect(t.model.viewer).toBeNull();
      expect(t.model.decision).toBeNull();
    }
    expect(hosted.log.filter((l) => l.startsWith('refused'))).toEqual([]);
  });

  it('refuses wrong tokens, hostile, oversized, out-of-turn and flooding messages, and the match is unharmed', async () => {
    const seed = 'net-2';
    const hosted = await hostMatch(setup(seed));
    onTestFinished(() => hosted.close());
    const port = hosted.session.port;
    const [ana] = await Promise.all(hosted.session.seats.map((s) => seated(port, s.token, s.seat)));

    const wrong = new TestClient(port);
    await wrong.opened;
    wrong.send({ type: 'hello', token: '0'.repeat(32), last: 0 });
    await wrong.until(() => wrong.closed !== null, 'the wrong token to be shown the door');
    expect(wrong.messages.map((m) => m.type)).toEqual(['denied']);
    expect(wrong.closed!.code).toBe(4001);

    const big = new TestClient(port);
    await big.opened;
    big.raw('x'.repeat(MAX_CLIENT_BYTES * 8));
    await big.until(() => big.closed !== null, 'the oversized message to close its connection');
    expect(big.closed!.code).toBe(1009);

    const hostile = new TestClient(port);
    await hostile.opened;
    const junk = [
      'not json',
      '{"v":1,"seq":1,"type":"act","key":"lift"}',
      `{"v":${PROTOCOL_VERSION + 1},"seq":1,"type":"hello","token":"${'a'.repeat(32)}","last":0}`,
      '{"v":1,"seq":1,"type":"hello","token":"a","last":0,"__proto__":{"x":1}}',
      '[1,2,3]',
      '{"v":1,"seq":-1,"type":"proceed"}',
    ];
    for (const j of junk) hostile.raw(j);
    await hostile.until(() => hostile.messages.length === junk.length, 'a refusal for each');
    expect(hostile.messages.map((m) => m.type)).toEqual(junk.map(() => 'refused'));

    const outcome = hosted.start();
    // A seated client's answers out of turn and keys the rules do not allow at its question.
    ana!.send({ type: 'act', key: 'no-such-action' });
    await ana!.until(() => ana!.messages.some((m) => m.type === 'refused'), 'the refusal');
    const flood = new TestClient(port);
    await flood.opened;
    for (let i = 0; i < 400; i++) flood.raw('{"v":1,"seq":1,"type":"proceed"}');
    await flood.until(() => flood.closed !== null, 'the flood to be cut off');
    expect(flood.closed!.code).toBe(4008);

    expect((await outcome).status).toBe('over');
    expect(asHotSeat(hosted.sink)).toBe(await hotSeat(seed));
    expect(hosted.log).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^denied .*wrong token/),
        expect.stringMatching(/^refused from .*not JSON/),
        expect.stringMatching(/^refused from .*too many messages/),
        expect.stringMatching(/^refused from Ana .*not your turn|^refused from Ana .*not a legal action/),
      ]),
    );
  });
});

describe('a seat that drops', () => {
  it('joins again with its token, the others told meanwhile, and the match goes on as if it never left', async () => {
    const seed = 'net-3';
    const hosted = await hostMatch(setup(seed));
    onTestFinished(() => hosted.close());
    const port = hosted.session.port;
    const [anaSeat, benSeat] = hosted.session.seats;
    const ana = new TestClient(port, { game: lupfen.game, seat: 0, stopAt: 4 });
    await ana.opened;
    ana.send({ type: 'hello', token: anaSeat!.token, last: 0 });
    const ben = await seated(port, benSeat!.token, 1);
    const outcome = hosted.start();
    // Ana is asked her fifth decision and her terminal is killed (no goodbye on the socket).
    await ana.until(() => ana.stalled, "Ana's fifth question");
    const seen = ana.lastSeq();
    ana.ws.terminate();
    await ben.until(
      () => ben.tables().at(-1)?.model.log.at(-1) === 'Ana lost the connection; waiting for Ana.',
      "Ben's screen saying Ana is gone",
    );
    expect(ben.tables().at(-1)!.status).toBe('Waiting for Ana: the connection is lost until Ana joins again…');

    // Back with the last message it saw: nothing it has seen is sent again.
    const back = new TestClient(port);
    await back.opened;
    back.send({ type: 'hello', token: anaSeat!.token, last: seen });
    back.raw('probe');
    await back.until(() => back.messages.some((m) => m.type === 'refused'), 'the probe answered');
    expect(back.messages.map((m) => m.type)).toEqual(['welcome', 'table', 'refused']);
    // Only the line that says she is back is new to her; her question is still on screen.
    const again = back.tables()[0]!;
    expect(again.seq).toBeGreaterThan(seen);
    expect(again.model.log.at(-1)).toBe('Ana is back at the table.');
    expect(again.model.decision).not.toBeNull();
    back.close();

    // A new process (after kill -9) knows nothing: it is sent the table as it stands, and plays on.
    await ben.until(() => ben.tables().at(-1)?.model.log.at(-1) === 'Ana lost the connection; waiting for Ana.', 'the second drop');
    const fresh = new TestClient(port, { game: lupfen.game, seat: 0, from: 4 });
    await fresh.opened;
    fresh.send({ type: 'hello', token: anaSeat!.token, last: 0 });
    expect((await outcome).status).toBe('over');
    expect(asHotSeat(hosted.sink)).toBe(await hotSeat(seed));
    expect(fresh.tables()[0]!.model.decision).not.toBeNull();
  });
});

/** Waits until the host's status line is `wanted` (it changes when a remote seat's key arrives or is awaited). */
async function hostStatus(hosted: Hosted, wanted: (status: string) => boolean): Promise<void> {
  const deadline = Date.now() + NET_WAIT_MS;
  while (!wanted(hosted.controller.statusText())) {
    if (Date.now() > deadline) throw new Error(`the host's status stayed "${hosted.controller.statusText()}"`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe("a remote seat's pauses", () => {
  it('hold the table only while its player is there: the others are told whose key it waits for, and a player gone is not waited for', async () => {
    const seed = 'net-5';
    const hosted = await hostMatch(setup(seed));
    onTestFinished(() => hosted.close());
    const port = hosted.session.port;
    const [anaSeat, benSeat] = hosted.session.seats;
    const ana = await seated(port, anaSeat!.token, 0);
    const ben = new TestClient(port, { game: lupfen.game, seat: 1, holdPauses: true });
    await ben.opened;
    ben.send({ type: 'hello', token: benSeat!.token, last: 0 });
    const outcome = hosted.start();
    await ana.until(() => ana.tables().some((t) => t.status === 'Waiting for Ben to go on…'), "Ana told the table waits for Ben's key");
    // So is the host's own screen, past its own pause.
    await hostStatus(hosted, (status) => status === 'Waiting for Ben to go on…');
    const plays = () => hosted.sink.lines.filter((l) => l.type === 'play').length;
    const before = plays();
    ben.ws.terminate();
    // Ben's pause is not waited for once he is gone: the match goes on, a card more or up to his
    // own question (Ana's screen past the pause says the table waits for his connection there).
    const lost = 'Waiting for Ben: the connection is lost until Ben joins again…';
    await ana.until(() => plays() > before || ana.tables().some((t) => t.status === lost && t.model.pause === null), 'the table going on');
    expect(hosted.controller.statusText()).not.toContain('to go on');
    const back = new TestClient(port, { game: lupfen.game, seat: 1, from: ben.answered });
    await back.opened;
    back.send({ type: 'hello', token: benSeat!.token, last: ben.lastSeq() });
    expect((await outcome).status).toBe('over');
    expect(asHotSeat(hosted.sink)).toBe(await hotSeat(seed));
  });
});

describe('--absent-bot', () => {
  it('hands a seat gone too long to bot:normal, which the history records on the lines it wrote', async () => {
    const seed = 'net-4';
    const normal = rngBot;
    const hosted = await hostMatch({ ...setup(seed), absentSeconds: 0, absentBot: () => normal });
    onTestFinished(() => hosted.close());
    const port = hosted.session.port;
    const [anaSeat, benSeat] = hosted.session.seats;
    const ana = new TestClient(port, { game: lupfen.game, seat: 0, stopAt: 2 });
    await ana.opened;
    ana.send({ type: 'hello', token: anaSeat!.token, last: 0 });
    const ben = await seated(port, benSeat!.token, 1);
    const outcome = hosted.start();
    await ana.until(() => ana.stalled, "Ana's third question");
    ana.ws.terminate();
    await ben.until(
      () => ben.tables().some((t) => t.model.log.includes('Ana is away: bot:normal plays for Ana until Ana is back.')),
      'the bot taking her seat',
    );
    expect((await outcome).status).toBe('over');
    const byBot = hosted.sink.lines.filter((l) => 'by' in l);
    expect(byBot.length).toBeGreaterThan(0);
    for (const l of byBot) expect(l).toMatchObject({ seat: 0, by: 'bot:normal' });
    // Her own first two decisions carry no such mark.
    const anaLines = hosted.sink.lines.filter((l) => (l.type === 'call' || l.type === 'play') && l.seat === 0);
    expect(anaLines.slice(0, 2).every((l) => !('by' in l))).toBe(true);
    // The file stays one `check` and `resume` read: the mark is a field readers ignore.
    const parsed = parseHistory(hosted.sink.text(), 'absent.jsonl');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(replayHistory(lupfen.game, parsed.value)).toMatchObject({ error: null, mismatches: [] });
  });
});

describe('resume of a hosted match', () => {
  it('marks the decisions bot:normal makes for an absent player in the file it goes on with', async () => {
    const parsed = historyOf(lupfen.game, 'net-resume-by', 2);
    const cut = afterNth(parsed, 1, (l) => l.type === 'play');
    const dir = mkdtempSync(join(tmpdir(), 'cardtable-net-resume-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'hosted.jsonl');
    writeFileSync(path, parsed.lines.slice(0, cut).map(serializeLine).join(''));
    const plan = planResume(path, (id) => (id === 'lupfen' ? lupfen.game : undefined));
    if (!plan.ok) throw new Error(plan.reason);
    const seats = plan.value.seats.map((s) => ({ name: s.name, kind: 'human' as const }));
    const hosted = await hostMatch({
      ...setup('net-resume-by'),
      seats,
      remote: [0, 1, 2, 3],
      absentSeconds: 0,
      absentBot: () => rngBot,
      resume: plan.value,
    });
    onTestFinished(() => hosted.close());
    const [first, ...others] = hosted.session.seats;
    const gone = new TestClient(hosted.session.port, { game: lupfen.game, seat: 0, stopAt: 0 });
    await gone.opened;
    gone.send({ type: 'hello', token: first!.token, last: 0 });
    for (const s of others) await seated(hosted.session.port, s.token, s.seat);
    const outcome = hosted.start();
    await gone.until(() => gone.messages.some((m) => m.type === 'welcome'), 'the welcome');
    gone.ws.terminate();
    expect((await outcome).status).toBe('over');
    const written = readHistoryFile(path);
    if (!written.ok) throw new Error(written.reason);
    const resumed = written.value.lines.slice(cut).filter((l) => (l.type === 'call' || l.type === 'play') && l.seat === 0);
    expect(resumed.length).toBeGreaterThan(0);
    for (const l of resumed) expect(l).toMatchObject({ by: 'bot:normal' });
  });

  it('finds its remote seats in the match line, and nothing in one played at one table', async () => {
    const { remoteSeatsOf } = await import('../../src/net/run-host.js');
    expect(remoteSeatsOf({ type: 'match', remote: [1, 2] }, 4)).toEqual([1, 2]);
    expect(remoteSeatsOf({ type: 'match' }, 4)).toBeNull();
    // A line someone edited: a seat the match does not have is no remote seat.
    expect(remoteSeatsOf({ type: 'match', remote: [1, 7] }, 4)).toBeNull();
    expect(remoteSeatsOf({ type: 'match', remote: 'all' }, 4)).toBeNull();
  });
});

describe.each(eachGame(GAMES))('%s hosted', (_id, g) => {
  it('two remote seats and bots: the history is the one hot-seat writes with the same decisions', async () => {
    const players = g.game.variants.find((v) => v.id === g.game.defaultVariant)!.defaultPlayers;
    const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
      i < 2 ? { name: `P${i + 1}`, kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'rng' },
    );
    const h: HostedSetup = { game: g.game, ui: g.ui, seats, remote: [0, 1], bots: () => rngBot, seed: `net-${g.id}`, deals: 1 };
    const hosted = await hostMatch(h);
    onTestFinished(() => hosted.close());
    await Promise.all(
      hosted.session.seats.map(async (s) => {
        const c = new TestClient(hosted.session.port, { game: g.game, seat: s.seat });
        await c.opened;
        c.send({ type: 'hello', token: s.token, last: 0 });
      }),
    );
    expect((await hosted.start()).status).toBe('over');
    const sink = new MemorySink();
    await runMatch(
      matchSetup(
        h,
        seats.map((_, i) => (i < 2 ? pickingAgent(i) : rngBot)),
      ),
      { sink },
    );
    expect(asHotSeat(hosted.sink)).toBe(sink.text());
  });
});
