// `cardtable host`: listens, prints a join line per remote seat, waits until every seat has
// joined, then plays the table as `cardtable <game>` does, its remote seats fed over the network.
import { networkInterfaces } from 'node:os';
import { safeText } from '../core/safe-text.js';
import { agentFor, seatRemotely, type BotsSource } from '../engine/seating.js';
import type { Seat, SeatInfo } from '../core/history-lines.js';
import type { AnyGame } from '../contract/game.js';
import type { PlayConfig, ResumeConfig } from '../ui/run.js';
import { ABSENT_BOT, HostSession } from './host.js';
import { joinAddress } from './protocol.js';

export interface HostFlags {
  /** The seats played from other terminals. */
  readonly remote: readonly Seat[];
  /** The host's own seat; null: it watches (`--watch`). */
  readonly here: Seat | null;
  readonly bind: string;
  readonly port: number;
  readonly spectators: number;
  readonly absentSeconds: number | null;
}

function say(text: string): void {
  process.stdout.write(`${text}\n`);
}

/**
 * The address the join lines name: `bind` itself, or for every interface (0.0.0.0, ::) the
 * machine's first external IPv4 address, which players on the LAN can reach.
 */
function reachableAs(bind: string): string {
  if (bind !== '0.0.0.0' && bind !== '::') return bind;
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  return external?.address ?? bind;
}

/** Whether `bind` reaches this machine only. */
export function loopbackOnly(bind: string): boolean {
  return bind === 'localhost' || bind === '::1' || /^127\./.test(bind);
}

/** What the host needs of the match it hosts, new or resumed. */
export interface HostedMatch {
  readonly game: AnyGame;
  readonly gameBots?: BotsSource | undefined;
  readonly variant: string;
  readonly players: number;
  readonly seats: readonly SeatInfo[];
  readonly seed: string | null;
}

/** Hosts the table `cfg` and plays it; returns the exit code. */
export async function hostTable(cfg: PlayConfig, flags: HostFlags): Promise<number> {
  const { playInteractive } = await import('../ui/run.js');
  return hostAnd(cfg, flags, (hosted) => playInteractive({ ...cfg, hosted }));
}

/** `cardtable resume` of a hosted match: hosted again, the same seats remote, new tokens. */
export async function hostResumed(cfg: ResumeConfig, flags: HostFlags): Promise<number> {
  const { plan } = cfg;
  const { resumeInteractive } = await import('../ui/run.js');
  const match = {
    game: plan.game,
    gameBots: cfg.gameBots,
    variant: plan.config.variant,
    players: plan.config.players,
    seats: plan.seats,
    seed: plan.match.seed,
  };
  return hostAnd(match, flags, (hosted) => resumeInteractive({ ...cfg, hosted }));
}

/** The seats a hosted match's history says were played from other terminals (its match line's `remote`); null: none. */
export function remoteSeatsOf(match: object, players: number): Seat[] | null {
  const remote = (match as { remote?: unknown }).remote;
  if (!Array.isArray(remote) || remote.length === 0) return null;
  const seats = remote.filter((s): s is number => Number.isInteger(s) && s >= 0 && s < players);
  return seats.length === remote.length ? seats : null;
}

/** Listens, prints the join lines, waits for every remote seat, then plays with `play`; returns the exit code. */
async function hostAnd(cfg: HostedMatch, flags: HostFlags, play: (hosted: HostSession) => Promise<number>): Promise<number> {
  let playing = false;
  const session = new HostSession({
    game: cfg.game.id,
    variant: cfg.variant,
    seats: cfg.seats,
    remote: flags.remote,
    here: flags.here,
    spectators: flags.spectators,
    bind: flags.bind,
    port: flags.port,
    absentSeconds: flags.absentSeconds,
    absentBot: (seat) => {
      const made = agentFor(ABSENT_BOT, seat, {
        game: cfg.game,
        bots: cfg.gameBots,
        variant: cfg.variant,
        players: cfg.players,
        seed: cfg.seed ?? 'absent',
      });
      return made.ok ? made.value : null;
    },
    // Once the table is on screen its log says these (HostSession.report); stderr would draw over it.
    log: (line) => {
      if (!playing) process.stderr.write(`cardtable host: ${safeText(line)}\n`);
    },
  });
  let port: number;
  try {
    port = await session.listen();
  } catch (e) {
    process.stderr.write(`cardtable: cannot listen on ${flags.bind}:${flags.port}: ${safeText((e as Error).message)}\n`);
    return 2;
  }
  if (!loopbackOnly(flags.bind))
    say(`Listening on ${flags.bind}:${port}: anyone who can reach this address and holds a token below can sit down.`);
  const at = reachableAs(flags.bind);
  for (const s of session.seats) say(`${s.name}: cardtable join ${joinAddress(at, port, s.token)}`);
  if (flags.spectators > 0) say(`Spectators (up to ${flags.spectators}): cardtable join ${joinAddress(at, port)} --watch`);
  let shown = '';
  await session.allJoined((missing) => {
    const text = missing.length > 0 ? `Waiting for ${missing.join(', ')} to join…` : 'Everybody is here.';
    if (text !== shown) say(text);
    shown = text;
  });
  playing = true;
  const stop = seatRemotely((seat) => session.agentFor(seat));
  try {
    return await play(session);
  } finally {
    stop();
    await session.close();
  }
}
