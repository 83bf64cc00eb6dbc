// The messages between a hosted table (`cardtable host`) and the terminals that join it, as JSON
// text over a WebSocket: each carries the protocol version and a sequence number, and each is
// checked on receipt. The host never trusts what a client sends: a message that is too long, not
// JSON, not one of these shapes, or of another version is refused before anything reads it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** Raised when a message changes meaning; a client of another version is told so in one line. */
export const PROTOCOL_VERSION = 1;

/** The longest message a client may send (an action key, a token): anything longer is hostile. */
export const MAX_CLIENT_BYTES = 1024;
/** The longest message the host sends (a table with 200 log lines is ~30 KB). */
export const MAX_HOST_BYTES = 1 << 20;

/** The WebSocket close code of a table the host closed: a client does not try to join again. */
export const CLOSED_TABLE = 4003;

/** The default port of a hosted table. */
export const DEFAULT_PORT = 7647;

/** 128 bits, as 32 hex digits. */
export function freshToken(): string {
  return randomBytes(16).toString('hex');
}

/** Token comparison in constant time: how long it takes says nothing about how much of it was right. */
export function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  // Tokens have one length; only a message that is no token at all is told apart by its length.
  return a.length === b.length && timingSafeEqual(a, b);
}

const seq = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const head = { v: v.literal(PROTOCOL_VERSION), seq };

const hello = v.strictObject({ ...head, type: v.literal('hello'), token: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)), last: seq });
const watch = v.strictObject({ ...head, type: v.literal('watch'), last: seq });
const act = v.strictObject({ ...head, type: v.literal('act'), key: v.pipe(v.string(), v.maxLength(200)) });
const proceed = v.strictObject({ ...head, type: v.literal('proceed') });

const clientMessage = v.variant('type', [hello, watch, act, proceed]);
export type ClientMessage = v.InferOutput<typeof clientMessage>;

const seatInfo = v.object({ name: v.string(), kind: v.picklist(['human', 'bot']), level: v.optional(v.string()) });

const welcome = v.object({
  ...head,
  type: v.literal('welcome'),
  game: v.string(),
  variant: v.string(),
  /** Null: a spectator. */
  seat: v.nullable(v.number()),
  seats: v.array(seatInfo),
});
const lobby = v.object({ ...head, type: v.literal('lobby'), missing: v.array(v.string()) });
/** What the screen of one seat (or of the spectators) shows: see WireModel. */
const table = v.object({
  ...head,
  type: v.literal('table'),
  status: v.string(),
  model: v.looseObject({
    view: v.looseObject({ players: v.number(), seat: v.nullable(v.number()), hand: v.nullable(v.array(v.string())) }),
    viewer: v.nullable(v.number()),
    bottom: v.number(),
    log: v.array(v.string()),
    /** How many of the seat's log lines came before `log` (absent from an older host: the client matches the words). */
    logStart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    decision: v.nullable(v.object({ seat: v.number(), legal: v.array(v.unknown()), why: v.optional(v.string()) })),
    pause: v.nullable(v.looseObject({ kind: v.string() })),
  }),
});
const refused = v.object({ ...head, type: v.literal('refused'), reason: v.string() });
/** Wrong token, a full table, another version: said once, then the host closes the connection. */
const denied = v.object({ ...head, type: v.literal('denied'), reason: v.string() });

const hostMessage = v.variant('type', [welcome, lobby, table, refused, denied]);
export type HostMessage = v.InferOutput<typeof hostMessage>;
export type TableMessage = v.InferOutput<typeof table>;

/** The decision on a seat's screen as sent: the legal actions, from which the client builds its prompt. */
export interface WireDecision {
  readonly seat: number;
  readonly legal: readonly unknown[];
  readonly why?: string;
}

/** A message without its version and sequence number, which the sender adds. */
export type Unsent<M> = M extends unknown ? Omit<M, 'v' | 'seq'> : never;

export function encode<M extends ClientMessage | HostMessage>(message: Unsent<M>, n: number): string {
  return JSON.stringify({ v: PROTOCOL_VERSION, seq: n, ...message });
}

function decode<T>(schema: v.GenericSchema<unknown, T>, text: string, max: number): { ok: true; value: T } | { ok: false; reason: string } {
  if (Buffer.byteLength(text, 'utf8') > max)
    return { ok: false, reason: `message of ${Buffer.byteLength(text, 'utf8')} bytes (at most ${max})` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof value === 'object' && value !== null && 'v' in value && value.v !== PROTOCOL_VERSION)
    return { ok: false, reason: `protocol version ${String(value.v).slice(0, 20)} (this cardtable speaks ${PROTOCOL_VERSION})` };
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) return { ok: false, reason: `malformed message (${parsed.issues[0]?.message ?? 'invalid'})` };
  return { ok: true, value: parsed.output };
}

/** A client's message as the host reads it. */
export function decodeClient(text: string): { ok: true; value: ClientMessage } | { ok: false; reason: string } {
  return decode(clientMessage, text, MAX_CLIENT_BYTES);
}

/** The host's message as a client reads it. */
export function decodeHost(text: string): { ok: true; value: HostMessage } | { ok: false; reason: string } {
  return decode(hostMessage, text, MAX_HOST_BYTES);
}

/** `ADDR:PORT/TOKEN` or `ADDR:PORT` (a spectator), as `cardtable host` prints it. */
export interface JoinAddress {
  readonly host: string;
  readonly port: number;
  readonly token: string | null;
}

export function parseJoinAddress(text: string): { ok: true; value: JoinAddress } | { ok: false; reason: string } {
  const m = /^(\[[0-9a-fA-F:.]+\]|[^/:\s[\]]+):(\d{1,5})(?:\/([^/\s]*))?$/.exec(text);
  if (!m)
    return {
      ok: false,
      reason: `"${text.slice(0, 80)}" is not an address to join; give ADDR:PORT/TOKEN as the host printed it (or ADDR:PORT with --watch)`,
    };
  const port = Number(m[2]);
  if (port < 1 || port > 65535) return { ok: false, reason: `port ${m[2]} is not a port (1 to 65535)` };
  const token = m[3] ?? null;
  if (token !== null && !/^[0-9a-f]{32}$/.test(token))
    return { ok: false, reason: 'the token after the "/" is not one the host prints (32 hex digits); copy the whole line' };
  return { ok: true, value: { host: m[1]!, port, token } };
}

/** The address a host prints for joining: IPv6 in brackets. */
export function joinAddress(host: string, port: number, token?: string): string {
  const h = host.includes(':') ? `[${host}]` : host;
  return `${h}:${port}${token ? `/${token}` : ''}`;
}
