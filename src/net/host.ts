// The host's side of a table played from several terminals. The match loop, its history and its
// one writer stay on the host; each remote seat is a human seat whose decisions arrive over the
// network (engine/seating.ts seatRemotely). Every remote seat has a table controller of its own on
// the host, fed the same steps as the host's screen and built for that seat alone, so the seat is
// sent exactly what hot-seat would show it: its own view and the log lines whose audience includes
// it. Spectators share one controller with no human at all: the view without a hand.
import type { TableView } from '../contract/view.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AnyAgent, DecisionContext } from '../bots/agent.js';
import type { HistoryLine, SeatInfo, Seat } from '../core/history-lines.js';
import { SUSPEND, type HistorySink, type MatchStep } from '../engine/match.js';
import { TableController } from '../ui/controller.js';
import type { TableModel } from '../ui/model.js';
import type { HostedTable } from '../ui/run.js';
import {
  CLOSED_TABLE,
  decodeClient,
  encode,
  freshToken,
  sameToken,
  type ClientMessage,
  type HostMessage,
  type Unsent,
} from './protocol.js';

type AnyController = TableController<unknown, unknown, TableView>;
type LoopOptions = ReturnType<HostedTable['loop']>;

/** Who plays for a seat gone longer than --absent-bot. */
export const ABSENT_BOT = 'bot:normal';

/** Messages a connection may send per second, and in one burst; more are refused. */
export const RATE = { perSecond: 20, burst: 40 } as const;
/** Refused messages after which a connection is closed (its seat can join again). */
const MAX_STRIKES = 200;
/** A connection that says nothing within this time is closed. */
const HELLO_MS = 10_000;

/** The messages of one screen (a seat, or all spectators), numbered so a client that comes back can say what it saw. */
class Stream {
  private n = 0;
  private last: { seq: number; text: string; body: string } | null = null;
  readonly conns = new Set<WebSocket>();

  /** Sends `message` to every connection of the stream; the same table twice is sent once. */
  send(message: Unsent<HostMessage>): void {
    const body = JSON.stringify(message);
    if (this.last?.body === body) return;
    this.n++;
    const text = encode(message, this.n);
    this.last = { seq: this.n, text, body };
    for (const ws of this.conns) ws.send(text);
  }

  /** A connection joins the stream; it is sent the latest message unless it says it has seen it. */
  add(ws: WebSocket, seen: number): void {
    this.conns.add(ws);
    if (this.last && seen < this.last.seq) ws.send(this.last.text);
  }
}

/** One connection, as the host rations and attributes its messages. */
interface Conn {
  readonly ws: WebSocket;
  readonly who: string;
  tokens: number;
  at: number;
  strikes: number;
  seat: RemoteSeat | null;
  spectator: boolean;
}

interface RemoteSeat {
  readonly seat: Seat;
  readonly name: string;
  readonly token: string;
  readonly stream: Stream;
  conn: Conn | null;
  joined: boolean;
  /** The controller that draws this seat's screen, one per match. */
  mirror: AnyController | null;
  /** The decision this seat is asked now, as the match loop asked it. */
  asked: { readonly view: TableView; readonly legal: readonly unknown[]; readonly ctx: DecisionContext } | null;
  /** Gone longer than --absent-bot: a bot answers for the seat until its player is back. */
  botPlays: boolean;
  /** The question the bot was last set to answer. */
  botAsked: RemoteSeat['asked'];
  absentTimer: ReturnType<typeof setTimeout> | null;
  /** Its screen is at a pause (a trick, a deal's summary) that waits for its player's key, which holds the table. */
  held: boolean;
  /** The pause last seen on its screen, so one pause holds the table once. */
  pauseSeen: object | null;
}

export interface HostSetup {
  /** The game id and variant, said to each terminal that joins. */
  readonly game: string;
  readonly variant: string;
  /** Shown names of every seat. */
  readonly seats: readonly SeatInfo[];
  /** The seats played from other terminals. */
  readonly remote: readonly Seat[];
  /** The seat played at the host's terminal; null: the host watches (`--watch`). */
  readonly here: Seat | null;
  readonly spectators: number;
  readonly bind: string;
  readonly port: number;
  /** Seconds a seat may be gone before `absentBot` plays for it; null: it is waited for. */
  readonly absentSeconds: number | null;
  /** The agent that plays for a seat gone too long (bot:normal). */
  readonly absentBot?: (seat: Seat) => AnyAgent | null;
  /** Where refusals and comings and goings are logged on the host. */
  readonly log: (line: string) => void;
}

export class HostSession implements HostedTable {
  readonly here: readonly Seat[];
  readonly seats: RemoteSeat[];
  private readonly spectators = { stream: new Stream(), mirror: null as AnyController | null };
  private readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly conns = new Set<Conn>();
  private lobbyWaiters: (() => void)[] = [];
  private spectatorChain: Promise<void> = Promise.resolve();
  /** Seats whose next line is the decision a bot made for them while they were away. */
  private readonly byBot = new Set<Seat>();
  /** Controllers of the match in play (the host's own and the mirrors), told of comings and goings. */
  private host: AnyController | null = null;
  port = 0;

  constructor(readonly setup: HostSetup) {
    this.here = setup.here === null ? [] : [setup.here];
    this.seats = setup.remote.map((seat) => ({
      seat,
      name: setup.seats[seat]!.name,
      token: freshToken(),
      stream: new Stream(),
      conn: null,
      joined: false,
      mirror: null,
      asked: null,
      botPlays: false,
      botAsked: null,
      absentTimer: null,
      held: false,
      pauseSeen: null,
    }));
    this.http = createServer((_req, res) => {
      res.writeHead(426, { 'content-type': 'text/plain' });
      res.end('a cardtable table: join it with `cardtable join`\n');
    });
    this.wss = new WebSocketServer({ server: this.http, maxPayload: 4096 });
    this.wss.on('connection', (ws, req) => this.connected(ws, `${req.socket.remoteAddress ?? '?'}:${req.socket.remotePort ?? '?'}`));
  }

  /** Starts listening; resolves with the port (the one asked for, or the system's choice for 0). */
  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(this.setup.port, this.setup.bind, () => {
        this.http.off('error', reject);
        this.port = (this.http.address() as AddressInfo).port;
        resolve(this.port);
      });
    });
  }

  /** Closes the table: every client is told (4003), so none of them tries to join again. */
  async close(): Promise<void> {
    for (const s of this.seats) if (s.absentTimer) clearTimeout(s.absentTimer);
    const gone = [...this.conns].map((c) => new Promise<void>((r) => c.ws.once('close', () => r())));
    for (const c of this.conns) c.ws.close(CLOSED_TABLE, 'the host closed the table');
    // A client that does not answer the close in time is cut off.
    const cut = setTimeout(() => {
      for (const c of this.conns) c.ws.terminate();
    }, 500);
    await Promise.all(gone);
    clearTimeout(cut);
    this.wss.close();
    await new Promise<void>((r) => this.http.close(() => r()));
  }

  /** The names of the remote seats nobody has joined yet. */
  missing(): string[] {
    return this.seats.filter((s) => !s.joined).map((s) => s.name);
  }

  /** Resolves once every remote seat has joined; `onChange` hears the names still missing after each join. */
  allJoined(onChange: (missing: readonly string[]) => void = () => {}): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        onChange(this.missing());
        if (this.missing().length > 0) return false;
        resolve();
        return true;
      };
      if (check()) return;
      const waiter = () => {
        if (check()) this.lobbyWaiters = this.lobbyWaiters.filter((w) => w !== waiter);
      };
      this.lobbyWaiters.push(waiter);
    });
  }

  /** The agent of a remote seat: its decisions come from the terminal that joined as it. */
  agentFor(seat: Seat): AnyAgent | null {
    const s = this.seats.find((x) => x.seat === seat);
    if (!s) return null;
    return {
      id: 'remote',
      decide: async (view: TableView, legal: readonly unknown[], ctx: DecisionContext) => {
        const mirror = s.mirror;
        if (!mirror) throw new Error(`no table for ${s.name}`);
        s.asked = { view, legal, ctx };
        try {
          return await mirror.humanAgent(s.seat).decide(view, legal, ctx);
        } finally {
          s.asked = null;
        }
      },
    };
  }

  /**
   * The history with each decision a bot made for an absent player marked `"by": "bot:normal"` on
   * its line (a field readers ignore: docs/history-format.md); the match itself is unchanged.
   */
  sink(inner: HistorySink | null): HistorySink | null {
    if (!inner) return null;
    return {
      write: (line) => {
        if (line.type === 'match') {
          // Which seats were remote, for `resume` to host them again.
          inner.write({ ...line, remote: this.seats.map((s) => s.seat) } as HistoryLine);
          return;
        }
        const seat = 'seat' in line && typeof line.seat === 'number' ? line.seat : null;
        if (seat !== null && (line.type === 'call' || line.type === 'play') && this.byBot.delete(seat))
          inner.write({ ...line, by: ABSENT_BOT } as HistoryLine);
        else inner.write(line);
      },
    };
  }

  // ── the match's controllers ──────────────────────────────────────────────────────────────────
  loop(controller: AnyController, base: LoopOptions, from?: Parameters<AnyController['start']>): LoopOptions {
    this.host = controller;
    // A remote seat asked formally in a secret round presses Enter at its own screen, as in hot-seat.
    controller.playElsewhere(async (seat, view) => {
      const mirror = this.seats.find((x) => x.seat === seat)?.mirror;
      if (mirror) await mirror.formalTurnOn(seat, view);
    });
    const mirrorOf = (here: readonly Seat[]) => {
      const { history: _history, ...opts } = controller.opts;
      const m: AnyController = new TableController({ ...opts, here, undo: false });
      if (from) m.start(...from);
      return m;
    };
    for (const s of this.seats) {
      s.mirror?.abort.abort(SUSPEND);
      const mirror = mirrorOf([s.seat]);
      s.mirror = mirror;
      mirror.subscribe(() => this.sendTable(s));
      if (from) this.sendTable(s);
    }
    this.spectators.mirror?.abort.abort(SUSPEND);
    const watched = mirrorOf([]);
    this.spectators.mirror = watched;
    // Spectators never hold the table up: a pause of theirs ends once the players are past its step.
    let fed = 0;
    let showing = 0;
    let past = 0;
    const release = () => {
      const p = watched.getModel()?.pause;
      if (p && p.kind !== 'match-end' && showing <= past) watched.proceed();
    };
    watched.subscribe(() => {
      this.sendSpectators();
      release();
    });
    if (from) this.sendSpectators();
    const onStep = base.onStep!;
    return {
      ...base,
      onStep: async (step: MatchStep<unknown, unknown>) => {
        const n = ++fed;
        this.spectatorChain = this.spectatorChain
          .then(() => {
            showing = n;
            return watched.onStep(step);
          })
          .catch(() => {});
        await Promise.all([onStep(step), ...this.seats.map((s) => s.mirror!.onStep(step))]);
        past = n;
        release();
      },
    };
  }

  private statusFor(mirror: AnyController): string {
    const m = mirror.getModel();
    const toAct = m?.view.toAct;
    const gone = this.seats.find((s) => s.seat === toAct && !s.conn && !s.botPlays);
    if (gone && !m?.pause) return `Waiting for ${gone.name}: the connection is lost until ${gone.name} joins again…`;
    // Everybody else has gone on: the screen says whose key the table waits for.
    const holding = this.seats.filter((s) => s.held && s.mirror !== mirror);
    const mine = this.seats.find((s) => s.mirror === mirror);
    if (holding.length > 0 && !mine?.held) return goOnText(holding);
    return mirror.statusText();
  }

  private sendTable(s: RemoteSeat): void {
    const m = s.mirror?.getModel();
    if (!m || !s.mirror) return;
    this.pausedAt(s, m);
    // The bot answers once the question is on the seat's screen, where the answer is taken.
    if (s.botPlays && m.decision && s.asked && s.botAsked !== s.asked) {
      s.botAsked = s.asked;
      void this.botDecides(s);
    }
    s.stream.send({ type: 'table', status: this.statusFor(s.mirror), model: wireModel(m, m.decision ? (s.asked?.legal ?? []) : null) });
  }

  /**
   * A pause on `s`'s screen: a seat whose player is away (gone, or a bot playing for it) does not
   * hold the table up; one that is there holds it until its key, and the others are told whose.
   */
  private pausedAt(s: RemoteSeat, m: TableModel): void {
    const pause = m.pause && m.pause.kind !== 'match-end' ? m.pause : null;
    if (pause === s.pauseSeen) return;
    s.pauseSeen = pause;
    // A secret round's formal turn goes as a real question would (that one waits for a player who
    // is gone), and nobody is told whose it is.
    const formal = pause?.kind === 'formal';
    if (pause && (s.botPlays || (!s.conn && !formal))) {
      queueMicrotask(() => s.mirror?.proceed());
      return;
    }
    // A trick that goes on by itself after a moment (it does not wait) holds nobody up.
    const holds = pause !== null && !formal && !(pause.kind === 'trick' && !pause.waits);
    if (s.held === holds) return;
    s.held = holds;
    this.sendOthers(s);
  }

  /** Every screen but `s`'s again: who holds the table changed. */
  private sendOthers(s: RemoteSeat): void {
    for (const o of this.seats) if (o !== s) this.sendTable(o);
    this.sendSpectators();
    const holding = this.seats.filter((o) => o.held);
    this.host?.waitingElsewhere(holding.length > 0 ? goOnText(holding) : null);
  }

  private sendSpectators(): void {
    const mirror = this.spectators.mirror;
    const m = mirror?.getModel();
    if (!m || !mirror) return;
    this.spectators.stream.send({ type: 'table', status: this.statusFor(mirror), model: wireModel(m, null) });
  }

  /** Logged on the host: its log, and once the table is up, the host's own screen. */
  private report(line: string): void {
    this.setup.log(line);
    this.host?.note(`(net) ${line}`);
  }

  /** Says `text` in the log of every screen of the match (the host's and each seat's). */
  private announce(text: string): void {
    this.setup.log(text);
    this.host?.note(text);
    for (const s of this.seats) s.mirror?.note(text);
    this.spectators.mirror?.note(text);
  }

  // ── connections ──────────────────────────────────────────────────────────────────────────────
  private connected(ws: WebSocket, who: string): void {
    const conn: Conn = { ws, who, tokens: RATE.burst, at: Date.now(), strikes: 0, seat: null, spectator: false };
    this.conns.add(conn);
    const hello = setTimeout(() => {
      if (!conn.seat && !conn.spectator) ws.close(4000, 'no hello');
    }, HELLO_MS);
    hello.unref();
    ws.on('message', (data, isBinary) => this.received(conn, data, isBinary));
    ws.on('error', (e) => this.setup.log(`${who}: ${e.message}`));
    ws.on('close', () => {
      clearTimeout(hello);
      this.conns.delete(conn);
      this.left(conn);
    });
  }

  /** One message from a connection: rationed, checked, then acted on; anything wrong is refused and logged. */
  private received(conn: Conn, data: RawData, isBinary: boolean): void {
    const now = Date.now();
    conn.tokens = Math.min(RATE.burst, conn.tokens + ((now - conn.at) * RATE.perSecond) / 1000);
    conn.at = now;
    if (conn.tokens < 1) {
      this.refuse(conn, 'too many messages');
      return;
    }
    conn.tokens--;
    if (isBinary) {
      this.refuse(conn, 'binary message');
      return;
    }
    const decoded = decodeClient(rawText(data));
    if (!decoded.ok) {
      this.refuse(conn, decoded.reason);
      return;
    }
    this.act(conn, decoded.value);
  }

  private refuse(conn: Conn, reason: string): void {
    conn.strikes++;
    // A flood is logged once per hundred, not once per message.
    if (conn.strikes % 100 === 1) this.report(`refused from ${this.nameOf(conn)}: ${reason}`);
    if (conn.strikes > MAX_STRIKES) {
      conn.ws.close(4008, 'too many refused messages');
      return;
    }
    conn.ws.send(encode<HostMessage>({ type: 'refused', reason }, 0));
  }

  private nameOf(conn: Conn): string {
    return conn.seat ? `${conn.seat.name} (${conn.who})` : conn.spectator ? `a spectator (${conn.who})` : conn.who;
  }

  private act(conn: Conn, m: ClientMessage): void {
    switch (m.type) {
      case 'hello':
        this.sitDown(conn, m.token, m.last);
        return;
      case 'watch':
        this.watch(conn, m.last);
        return;
      case 'act':
        this.decided(conn, m.key);
        return;
      case 'proceed':
        if (conn.seat) this.goesOn(conn.seat);
        return;
    }
  }

  private deny(conn: Conn, reason: string): void {
    this.report(`denied ${conn.who}: ${reason}`);
    conn.ws.send(encode<HostMessage>({ type: 'denied', reason }, 0));
    conn.ws.close(4001, 'denied');
  }

  private welcome(conn: Conn, seat: Seat | null): void {
    conn.ws.send(
      encode<HostMessage>(
        {
          type: 'welcome',
          game: this.setup.game,
          variant: this.setup.variant,
          seat,
          seats: this.setup.seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.level ? { level: s.level } : {}) })),
        },
        0,
      ),
    );
  }

  private sitDown(conn: Conn, token: string, last: number): void {
    if (conn.seat || conn.spectator) {
      this.refuse(conn, 'already at the table');
      return;
    }
    // Every seat's token is compared, so the time taken does not say which seat came closest.
    let found: RemoteSeat | null = null;
    for (const s of this.seats) if (sameToken(token, s.token)) found = s;
    if (!found) {
      this.deny(conn, 'wrong token: this table has no seat for it (copy the whole line the host printed)');
      return;
    }
    const s = found;
    const before = s.conn;
    s.conn = conn;
    conn.seat = s;
    if (before) {
      before.seat = null;
      before.ws.close(4002, 'joined again from another terminal');
    }
    if (s.absentTimer) clearTimeout(s.absentTimer);
    s.absentTimer = null;
    const back = s.joined;
    s.joined = true;
    s.botPlays = false;
    this.welcome(conn, s.seat);
    if (back) this.announce(`${s.name} is back at the table.`);
    else this.report(`${s.name} joined (${conn.who})`);
    s.stream.add(conn.ws, last);
    for (const w of [...this.lobbyWaiters]) w();
    this.sendLobby();
  }

  private watch(conn: Conn, last: number): void {
    if (conn.seat || conn.spectator) {
      this.refuse(conn, 'already at the table');
      return;
    }
    const watching = [...this.conns].filter((c) => c.spectator).length;
    if (watching >= this.setup.spectators) {
      this.deny(
        conn,
        this.setup.spectators === 0 ? 'this table takes no spectators' : `this table takes ${this.setup.spectators} spectators, all there`,
      );
      return;
    }
    conn.spectator = true;
    this.welcome(conn, null);
    this.report(`a spectator joined (${conn.who})`);
    this.spectators.stream.add(conn.ws, last);
  }

  private sendLobby(): void {
    if (this.host) return;
    const missing = this.missing();
    for (const s of this.seats) s.stream.send({ type: 'lobby', missing });
  }

  /** A seat's answer: taken only at that seat's own question, and only if the rules allow it there. */
  private decided(conn: Conn, key: string): void {
    const s = conn.seat;
    if (!s) {
      this.refuse(conn, 'not seated: a spectator decides nothing');
      return;
    }
    const asked = s.asked;
    if (!asked || !s.mirror?.getModel()?.decision) {
      this.refuse(conn, 'not your turn');
      return;
    }
    const game = s.mirror.opts.game;
    const action = asked.legal.find((a) => game.actionKey(a) === key);
    if (action === undefined) {
      this.refuse(conn, `"${key.slice(0, 40)}" is not a legal action here`);
      return;
    }
    s.mirror.submit(action);
  }

  /** `s`'s player pressed a key at a pause: the table no longer waits for it. */
  private goesOn(s: RemoteSeat): void {
    s.mirror?.proceed();
    if (!s.held) return;
    s.held = false;
    this.sendOthers(s);
  }

  private left(conn: Conn): void {
    if (conn.spectator) {
      this.spectators.stream.conns.delete(conn.ws);
      return;
    }
    const s = conn.seat;
    if (!s || s.conn !== conn) return;
    s.conn = null;
    s.stream.conns.delete(conn.ws);
    if (!this.host) {
      s.joined = false;
      this.setup.log(`${s.name} left before the match began`);
      this.sendLobby();
      return;
    }
    this.announce(`${s.name} lost the connection; waiting for ${s.name}.`);
    const secs = this.setup.absentSeconds;
    if (secs !== null) {
      s.absentTimer = setTimeout(() => {
        s.absentTimer = null;
        s.botPlays = true;
        this.announce(`${s.name} is away: ${ABSENT_BOT} plays for ${s.name} until ${s.name} is back.`);
        this.sendTable(s);
      }, secs * 1000);
      s.absentTimer.unref();
    }
    // A pause of the seat gone does not hold the table up until its player is back.
    if (s.held) this.goesOn(s);
    s.pauseSeen = null;
    this.sendTable(s);
    this.sendOthers(s);
  }

  /** A seat gone too long: the bot answers its question on screen, through the same controller. */
  private async botDecides(s: RemoteSeat): Promise<void> {
    const asked = s.asked;
    const bot = this.setup.absentBot?.(s.seat);
    if (!asked || !bot) return;
    const action = await bot.decide(asked.view, asked.legal, asked.ctx);
    if (!s.botPlays || s.asked !== asked) return;
    this.byBot.add(s.seat);
    s.mirror?.submit(action);
  }
}

/** Whose key the table waits for, as every screen but theirs says it. */
function goOnText(holding: readonly RemoteSeat[]): string {
  return `Waiting for ${holding.map((s) => s.name).join(', ')} to go on…`;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** A seat's screen as sent: the model without what the client makes itself (its look, prompt, rules). */
export function wireModel(m: TableModel, legal: readonly unknown[] | null): Extract<HostMessage, { type: 'table' }>['model'] {
  const {
    ui: _ui,
    look: _look,
    rules: _rules,
    order: _order,
    utility: _utility,
    seats: _seats,
    title: _title,
    decision,
    undoable: _u,
    reviewable: _r,
    branchable: _b,
    ...rest
  } = m;
  return {
    ...rest,
    decision: decision ? { seat: decision.seat, legal: legal ?? [], ...(decision.why ? { why: decision.why } : {}) } : null,
  } as unknown as Extract<HostMessage, { type: 'table' }>['model'];
}
