// A hosted table in process, on loopback: the host's session and match loop, and clients that speak
// the protocol over real sockets. The host's own controller watches (no seat of its own) and passes
// its pauses on at once; every human seat is remote.
import type { TableView } from '../../src/contract/view.js';
import WebSocket from 'ws';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { SeatInfo, Seat } from '../../src/core/history-lines.js';
import type { TableGame } from '../../src/contract/view.js';
import { MemorySink, runMatch, SUSPEND, type MatchOutcome } from '../../src/engine/match.js';
import { continueMatch, openForResume, type ResumePlan } from '../../src/engine/resume.js';
import { TableController } from '../../src/ui/controller.js';
import type { AnyGameUi } from '../../src/contract/table.js';
import { HostSession } from '../../src/net/host.js';
import { decodeHost, encode, type ClientMessage, type HostMessage, type Unsent } from '../../src/net/protocol.js';
import { Rng } from '../../src/core/rng.js';
import { STARTED } from '../engine/helpers.js';
import { optionsFor } from '../engine/practice.js';

export type AnyController = TableController<unknown, unknown, TableView>;

/** How long a test waits at most for a state; waits end as soon as it is there. */
export const NET_WAIT_MS = 20_000;

/** The k-th decision of a seat takes this legal action, whoever asks it (the host's client or a hot-seat agent). */
export function pick(seat: Seat, k: number, legal: readonly unknown[]): unknown {
  return legal[(k * 7 + seat * 3) % legal.length];
}

/** The same choices as an agent, for the match played in hot-seat. */
export function pickingAgent(seat: Seat): AnyAgent {
  let k = 0;
  return { id: 'pick', decide: (_view, legal) => pick(seat, k++, legal) };
}

export interface HostedSetup {
  readonly game: TableGame;
  readonly ui: AnyGameUi;
  readonly seats: readonly SeatInfo[];
  readonly remote: readonly Seat[];
  /** Agents of the seats that are not remote. */
  readonly bots: (seat: Seat) => AnyAgent;
  readonly seed: string;
  readonly deals: number;
  readonly spectators?: number;
  readonly absentSeconds?: number;
  readonly absentBot?: (seat: Seat) => AnyAgent;
  /** A saved match to go on with (its file's plan): the host resumes it. */
  readonly resume?: ResumePlan<unknown, unknown, TableView>;
  /** A state of a deal in play to start at (no file), as a resume does. */
  readonly from?: unknown;
}

export interface Hosted {
  readonly session: HostSession;
  readonly controller: AnyController;
  readonly log: string[];
  readonly sink: MemorySink;
  /** Starts the match loop (once the clients are in). */
  start(): Promise<MatchOutcome<unknown>>;
  close(): Promise<void>;
}

export function matchSetup(h: HostedSetup, agents: readonly AnyAgent[]) {
  const v = h.game.variants.find((x) => x.id === h.game.defaultVariant)!;
  return {
    game: h.game,
    variant: v.id,
    players: h.seats.length,
    options: optionsFor(h.game, v, h.seats.length, h.deals),
    seats: h.seats,
    agents,
    seed: h.seed,
    startedAt: STARTED,
  };
}

export async function hostMatch(h: HostedSetup): Promise<Hosted> {
  const log: string[] = [];
  const session = new HostSession({
    game: h.game.id,
    variant: h.game.defaultVariant,
    seats: h.seats,
    remote: h.remote,
    here: null,
    spectators: h.spectators ?? 0,
    bind: '127.0.0.1',
    port: 0,
    absentSeconds: h.absentSeconds ?? null,
    ...(h.absentBot ? { absentBot: h.absentBot } : {}),
    log: (l) => log.push(l),
  });
  await session.listen();
  const controller: AnyController = new TableController({
    game: h.game,
    ui: h.ui,
    seats: h.seats,
    bots: h.seats.map((_, i) => (h.remote.includes(i) ? session.agentFor(i) : h.bots(i))),
    variant: h.game.defaultVariant,
    speed: 'instant',
    ascii: false,
    here: [],
    undo: false,
  });
  controller.subscribe(() => {
    const p = controller.getModel()?.pause;
    if (p && p.kind !== 'match-end') queueMicrotask(() => controller.proceed());
  });
  const sink = new MemorySink();
  const plan = h.resume;
  const from: Parameters<AnyController['start']> | undefined = plan
    ? [plan.state, plan.heard, plan.deal]
    : h.from !== undefined
      ? [h.from, [], null]
      : undefined;
  if (from) controller.start(...from);
  const loop = session.loop(controller, controller.loopOptions(), from);
  const start = async (): Promise<MatchOutcome<unknown>> => {
    if (!plan) {
      const resume = h.from !== undefined ? { resume: { state: h.from, rng: Rng.fromSeed(h.seed), linesWritten: 1 } } : {};
      return runMatch(matchSetup(h, controller.agents()), { sink: session.sink(sink), ...loop, ...resume });
    }
    const opened = openForResume(plan);
    if (!opened.ok) throw new Error(opened.reason);
    return continueMatch(plan, opened.value, controller.agents(), { ...loop, sink: (w) => session.sink(w) }) as Promise<
      MatchOutcome<unknown>
    >;
  };
  return {
    session,
    controller,
    log,
    sink,
    start,
    close: async () => {
      controller.abort.abort(SUSPEND);
      await session.close();
    },
  };
}

/** A client of the protocol: what it was sent, byte for byte, and what it answers. */
export class TestClient {
  readonly texts: string[] = [];
  readonly messages: HostMessage[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  closed: { code: number; reason: string } | null = null;
  private n = 0;
  /** Waits of every client: a wait may be for what another client is sent. */
  private static waiters: (() => void)[] = [];
  /** A question is on its screen that it does not answer (stopAt). */
  stalled = false;
  /** Decisions answered so far (the k of pick). */
  answered = 0;
  private acted = false;
  private proceeded: string | null = null;

  /**
   * `answer`: the game whose legal actions it answers with pick (null: it answers nothing);
   * `seat`: its seat, for pick.
   */
  constructor(
    port: number,
    readonly answer: {
      readonly game: TableGame;
      readonly seat: Seat;
      /** Decisions this seat made before (a client that joins again goes on counting). */
      readonly from?: number;
      /** It stops answering at this decision (a player gone mid-deal). */
      readonly stopAt?: number;
      /** It never presses a key at a pause (a player gone to make tea). */
      readonly holdPauses?: boolean;
      /** Its answer instead of pick's; undefined: it leaves the question unanswered. */
      readonly choose?: (legal: readonly unknown[]) => unknown;
    } | null = null,
  ) {
    this.answered = answer?.from ?? 0;
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/`);
    this.opened = new Promise((r) => this.ws.once('open', () => r()));
    this.ws.on('message', (data) => this.received(String(data)));
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
    this.ws.on('error', () => {});
  }

  send(message: Unsent<ClientMessage>): void {
    this.raw(encode<ClientMessage>(message, ++this.n));
  }

  raw(text: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  private wake(): void {
    for (const w of TestClient.waiters.splice(0)) w();
  }

  private received(text: string): void {
    this.texts.push(text);
    const d = decodeHost(text);
    if (!d.ok) throw new Error(`the host sent a message its own client refuses: ${d.reason}`);
    this.messages.push(d.value);
    if (d.value.type === 'table' && this.answer) this.respond(d.value);
    this.wake();
  }

  private respond(m: Extract<HostMessage, { type: 'table' }>): void {
    const { game, seat } = this.answer!;
    const d = m.model.decision;
    this.stalled = d !== null && this.answered === this.answer!.stopAt;
    const choice = d && this.answer!.choose ? this.answer!.choose(d.legal) : d ? pick(seat, this.answered, d.legal) : undefined;
    if (d && choice === undefined) this.stalled = true;
    if (d && !this.acted && !this.stalled) {
      this.acted = true;
      this.answered++;
      this.send({ type: 'act', key: game.actionKey(choice) });
    } else if (!d) this.acted = false;
    const pause = m.model.pause;
    const p = pause && pause.kind !== 'match-end' ? JSON.stringify(pause) : null;
    if (p && p !== this.proceeded && !this.answer!.holdPauses) this.send({ type: 'proceed' });
    this.proceeded = p;
  }

  /** Resolves once `pred` holds (checked after each message any client gets, and on each close). */
  async until(pred: () => boolean, what: string, ms = NET_WAIT_MS): Promise<void> {
    const deadline = Date.now() + ms;
    while (!pred()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        TestClient.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  /** The sequence number of the last numbered message it got. */
  lastSeq(): number {
    return Math.max(0, ...this.messages.map((m) => m.seq));
  }

  tables(): Extract<HostMessage, { type: 'table' }>[] {
    return this.messages.filter((m): m is Extract<HostMessage, { type: 'table' }> => m.type === 'table');
  }

  close(): void {
    this.ws.close();
  }
}
