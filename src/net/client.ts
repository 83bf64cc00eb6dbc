// The joining side of a hosted table: a connection that comes back by itself, and the table
// source the screen draws from. The host sends what the seat may see (its view, its log lines, the
// legal actions of its question); the prompt, the card faces, the rules text and the hint are
// made here, from that view alone, with this terminal's own deck, --ascii and size.
import WebSocket from 'ws';
import type { GameBots } from '../contract/search.js';
import type { SeatInfo } from '../core/history-lines.js';
import type { DeckStyle } from '../core/deck-style.js';
import type { TableGame } from '../contract/view.js';
import type { ScreenSource } from '../ui/App.js';
import type { AnyGameUi } from '../contract/table.js';
import type { TableView } from '../contract/view.js';
import { computeHint, type HintShown } from '../ui/hint.js';
import type { TableModel } from '../ui/model.js';
import { unitWord } from '../ui/standing.js';
import {
  CLOSED_TABLE,
  decodeHost,
  encode,
  MAX_HOST_BYTES,
  type ClientMessage,
  type HostMessage,
  type JoinAddress,
  type TableMessage,
  type Unsent,
} from './protocol.js';

/** The game a welcome names, resolved by the command line (which alone reads the registry). */
export interface JoinedGame {
  readonly game: TableGame;
  readonly ui: AnyGameUi;
  readonly bots?: GameBots | undefined;
}

export type Welcome = Extract<HostMessage, { type: 'welcome' }>;

/** How the connection is going, for the screen before the table and for a dropped line. */
export type LinkEvent =
  | { readonly kind: 'welcome'; readonly welcome: Welcome }
  | { readonly kind: 'lobby'; readonly missing: readonly string[] }
  | { readonly kind: 'table'; readonly message: TableMessage }
  | { readonly kind: 'denied'; readonly reason: string }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'lost'; readonly attempt: number }
  | { readonly kind: 'failed'; readonly reason: string }
  /** The host closed the table (its match over, or its player quit). */
  | { readonly kind: 'ended' };

/**
 * `g` at a joined table. A bot's reason is worked out on the host from what that bot saw, which
 * can rest on its own hand, so the host sends it to no other terminal.
 */
export const NO_BOT_WHY =
  'Not at a joined table: a bot’s reason can rest on its hidden hand, so only the host’s own screen shows it (g there).';

/** Waits between attempts to join again after the line dropped; then it gives up. */
const RETRY_MS = [200, 500, 1000, 2000, 3000, 5000, 5000, 5000, 5000, 10000, 10000, 10000];

/**
 * A connection to a hosted table as one seat (its token) or as a spectator (no token). It joins
 * again by itself when the line drops, saying the last message it saw, so the host sends only
 * what it missed.
 */
export class Link {
  private ws: WebSocket | null = null;
  private seen = 0;
  private n = 0;
  private attempt = 0;
  private closed = false;
  private denied = false;
  /** Whether the host was ever reached: a first attempt that fails is a wrong address, said at once. */
  private reached = false;

  constructor(
    readonly address: JoinAddress,
    private readonly onEvent: (e: LinkEvent) => void,
  ) {}

  open(): void {
    const host = this.address.host;
    const ws = new WebSocket(`ws://${host}:${this.address.port}/`, { maxPayload: MAX_HOST_BYTES, handshakeTimeout: 5000 });
    this.ws = ws;
    ws.on('open', () => {
      this.attempt = 0;
      this.reached = true;
      const last = this.seen;
      this.send(this.address.token ? { type: 'hello', token: this.address.token, last } : { type: 'watch', last });
    });
    ws.on('message', (data) => this.received(String(data)));
    ws.on('error', () => {});
    ws.on('close', (code) => {
      if (this.ws === ws) this.ws = null;
      if (this.closed || this.denied) return;
      if (code === CLOSED_TABLE) {
        this.closed = true;
        this.onEvent({ kind: 'ended' });
        return;
      }
      const wait = RETRY_MS[this.attempt];
      if (wait === undefined || !this.reached) {
        this.onEvent({ kind: 'failed', reason: `cannot reach the table at ${host}:${this.address.port}` });
        return;
      }
      this.attempt++;
      this.onEvent({ kind: 'lost', attempt: this.attempt });
      setTimeout(() => {
        if (!this.closed) this.open();
      }, wait).unref();
    });
  }

  send(message: Unsent<ClientMessage>): void {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    this.ws.send(encode<ClientMessage>(message, ++this.n));
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }

  private received(text: string): void {
    const d = decodeHost(text);
    if (!d.ok) return;
    const m = d.value;
    // Numbered messages come in order; one seen before (sent again on joining) is not shown twice.
    if (m.seq > 0) {
      if (m.seq <= this.seen) return;
      this.seen = m.seq;
    }
    if (m.type === 'welcome') this.onEvent({ kind: 'welcome', welcome: m });
    else if (m.type === 'lobby') this.onEvent({ kind: 'lobby', missing: m.missing });
    else if (m.type === 'table') this.onEvent({ kind: 'table', message: m });
    else if (m.type === 'refused') this.onEvent({ kind: 'refused', reason: m.reason });
    else {
      this.denied = true;
      this.onEvent({ kind: 'denied', reason: m.reason });
    }
  }
}

export interface RemoteTableOptions extends JoinedGame {
  readonly variant: string;
  readonly seats: readonly SeatInfo[];
  readonly deck?: DeckStyle | undefined;
  readonly ascii: boolean;
  readonly send: (m: Unsent<ClientMessage>) => void;
}

/** The screen's source at a joined table: the host's messages turned into the model the table draws. */
export class RemoteTable implements ScreenSource {
  private model: TableModel | null = null;
  private status = 'Joining…';
  private legal: readonly unknown[] = [];
  private readonly listeners = new Set<() => void>();
  /** Set while the line is down: said instead of the host's status. */
  lost: string | null = null;

  constructor(readonly opts: RemoteTableOptions) {}

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getModel = (): TableModel | null => this.model;

  private set(model: TableModel | null): void {
    this.model = model;
    for (const fn of this.listeners) fn();
  }

  /** A table message from the host. */
  show(message: TableMessage): void {
    const { ui, game } = this.opts;
    const wire = message.model;
    const view = wire.view as unknown as TableView;
    const look = ui.look(view, this.opts.deck, this.opts.ascii);
    this.status = message.status;
    this.legal = wire.decision?.legal ?? [];
    const decision = wire.decision
      ? { seat: wire.decision.seat, prompt: ui.prompt(view, this.legal, look), ...(wire.decision.why ? { why: wire.decision.why } : {}) }
      : null;
    this.set({
      ...(wire as unknown as TableModel),
      ui,
      title: ui.title(view),
      seats: this.opts.seats,
      look,
      rules: ui.rules(this.opts.variant, look),
      order: game.cardOrder(view),
      utility: game.utility,
      decision,
      botWhyAway: NO_BOT_WHY,
    });
  }

  /** The line dropped (`text`) or came back (null). */
  setLost(text: string | null): void {
    this.lost = text;
    if (this.model) this.set({ ...this.model });
  }

  submit(action: unknown): void {
    const m = this.model;
    if (!m?.decision) return;
    this.opts.send({ type: 'act', key: this.opts.game.actionKey(action) });
    this.set({ ...m, decision: null });
  }

  proceed(): void {
    this.opts.send({ type: 'proceed' });
  }

  statusText(): string {
    return this.lost ?? this.status;
  }

  hint = (signal: AbortSignal): Promise<HintShown> => {
    const m = this.model;
    if (!m?.decision) return Promise.reject(new Error('no decision'));
    const { game, bots, ui } = this.opts;
    return computeHint(
      game,
      bots,
      m.view,
      this.legal,
      m.decision.prompt,
      m.look,
      { unit: unitWord(ui, m.view), note: ui.valueNote },
      signal,
    );
  };
}
