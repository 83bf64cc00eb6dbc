// `npm run bench:net`: a hosted table on loopback, the host in this process and its players in a
// child process (so the host's CPU and memory are its own).
//
//   key → other clients: a client answers its question (the key press that confirms it) and the
//                        time until each other client has the table that shows the move, decoded
//                        and turned into the model its screen draws (Ink then draws it within its
//                        next frame, at most 1/60 s later). Lupfen, four remote seats.
//   host load:           a Tøppen table of 8 remote seats and 8 spectators played to its end:
//                        the host's CPU time, its peak memory, the messages it sent.
//
//   npm run bench:net                  # 10 deals each
//   npm run bench:net -- --deals 4
import type { TableView } from '../src/contract/view.js';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { AnyAgent } from '../src/bots/agent.js';
import type { SeatInfo } from '../src/core/history-lines.js';
import { MemorySink, runMatch, SUSPEND } from '../src/engine/match.js';
import { findGame, loadGames } from '../src/games/registry.js';
import { RemoteTable } from '../src/net/client.js';
import { HostSession } from '../src/net/host.js';
import { decodeHost, encode, type ClientMessage, type Unsent } from '../src/net/protocol.js';
import { TableController } from '../src/ui/controller.js';
import { flag } from './flags.js';

const args = process.argv.slice(2);
const DEALS = Number(flag('deals', '10'));
await loadGames();

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pct = (xs: readonly number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

interface ClientsReport {
  readonly latencies: number[];
  readonly answered: number;
}

/** The child: joins every seat and spectator, answers each question at once, times the others' tables. */
async function clients(gameId: string, port: number, tokens: string[], spectators: number): Promise<ClientsReport> {
  const entry = findGame(gameId)!;
  const game = entry.game!;
  const ui = await entry.ui!();
  const latencies: number[] = [];
  let answered = 0;
  let pressed: { at: number; by: number; waiting: Set<number> } | null = null;
  const open = (i: number, token: string | null) =>
    new Promise<void>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/`);
      let n = 0;
      const send = (m: Unsent<ClientMessage>) => ws.send(encode<ClientMessage>(m, ++n));
      let table: RemoteTable | null = null;
      let acted = false;
      let paused: string | null = null;
      ws.on('open', () => send(token ? { type: 'hello', token, last: 0 } : { type: 'watch', last: 0 }));
      ws.on('close', () => resolve());
      ws.on('message', (data) => {
        const d = decodeHost(String(data));
        if (!d.ok) throw new Error(d.reason);
        const m = d.value;
        if (m.type === 'welcome')
          table = new RemoteTable({ game, ui, bots: entry.bots, variant: m.variant, seats: m.seats, ascii: false, send });
        if (m.type !== 'table' || !table) return;
        table.show(m);
        if (pressed && pressed.waiting.delete(i)) latencies.push(performance.now() - pressed.at);
        const model = table.getModel()!;
        if (model.pause?.kind === 'match-end') ws.close();
        const p = model.pause ? JSON.stringify(model.pause) : null;
        if (p && p !== paused) table.proceed();
        paused = p;
        if (model.decision && !acted) {
          acted = true;
          answered++;
          const legal = m.model.decision!.legal;
          pressed = { at: performance.now(), by: i, waiting: new Set(tokens.map((_, k) => k).filter((k) => k !== i)) };
          table.submit(legal[answered % legal.length]);
        } else if (!model.decision) acted = false;
      });
    });
  await Promise.all([...tokens.map((t, i) => open(i, t)), ...Array.from({ length: spectators }, (_, k) => open(tokens.length + k, null))]);
  return { latencies, answered };
}

/** The host: a table of `players` remote seats and `spectators`, played to its end by the child. */
async function host(gameId: string, players: number, spectators: number) {
  const entry = findGame(gameId)!;
  const game = entry.game!;
  const ui = await entry.ui!();
  const v = game.variants.find((x) => x.id === game.defaultVariant)!;
  const options = game.resolveOptions(v.id, players, v.lengthKey ? { [v.lengthKey]: String(DEALS) } : {});
  if (!options.ok) throw new Error(options.reason);
  const seats: SeatInfo[] = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' }));
  const session = new HostSession({
    game: gameId,
    variant: v.id,
    seats,
    remote: seats.map((_, i) => i),
    here: null,
    spectators,
    bind: '127.0.0.1',
    port: 0,
    absentSeconds: null,
    log: () => {},
  });
  const port = await session.listen();
  const controller = new TableController<unknown, unknown, TableView>({
    game,
    ui,
    seats,
    bots: seats.map((_, i) => session.agentFor(i) as AnyAgent),
    variant: v.id,
    speed: 'instant',
    ascii: false,
    here: [],
    undo: false,
  });
  controller.subscribe(() => {
    const p = controller.getModel()?.pause;
    if (p && p.kind !== 'match-end') queueMicrotask(() => controller.proceed());
  });
  const loop = session.loop(controller, controller.loopOptions());
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--child', gameId, String(port), String(spectators), ...session.seats.map((s) => s.token)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const report = new Promise<ClientsReport>((r) => child.once('message', (m) => r(m as ClientsReport)));
  await session.allJoined();
  await new Promise((r) => setTimeout(r, 200));
  const rss0 = process.memoryUsage().rss;
  let peakRss = 0;
  let peakHeap = 0;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const sink = new MemorySink();
  await runMatch(
    { game, variant: v.id, players, options: options.value, seats, agents: controller.agents(), seed: 'bench-net' },
    { sink, ...loop },
  );
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sample);
  const clientsReport = await report;
  controller.abort.abort(SUSPEND);
  await session.close();
  return {
    wall,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rss0,
    peakRss,
    peakHeap,
    decisions: clientsReport.answered,
    latencies: clientsReport.latencies,
  };
}

if (args[0] === '--child') {
  const [, gameId, port, spectators, ...tokens] = args;
  const r = await clients(gameId!, Number(port), tokens, Number(spectators));
  process.send!(r, () => process.exit(0));
} else {
  const mb = (b: number) => `${(b / 1e6).toFixed(0)} MB`;
  const a = await host('lupfen', 4, 0);
  console.log(
    `key → other clients (Lupfen, 4 remote seats, ${DEALS} deals): median ${median(a.latencies).toFixed(1)} ms, p90 ${pct(a.latencies, 0.9).toFixed(1)} ms over ${a.latencies.length} tables`,
  );
  const b = await host('toeppen', 8, 8);
  console.log(
    `host load (Tøppen, 8 remote seats + 8 spectators, ${DEALS} deals, ${b.decisions} decisions): ${(b.wall / 1000).toFixed(1)} s, host CPU ${(b.cpuMs / 1000).toFixed(2)} s (${(b.cpuMs / b.decisions).toFixed(2)} ms a decision), peak RSS ${mb(b.peakRss)} (${mb(b.rss0)} before the match), heap ${mb(b.peakHeap)}; key → others median ${median(b.latencies).toFixed(1)} ms`,
  );
}
