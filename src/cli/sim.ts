// `cardtable sim <game>`: bot-vs-bot matches and their statistics (text table or --json).
// Plain, `--duplicate` (seat rotations) and `--workers N` (threads) all run through runSim.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runSim, type SimJson } from '../engine/sim.js';
import { defaultBotKind } from '../bots/index.js';
import { entryOf } from '../games/registry.js';
import { hasBots, resolveMatchConfig, type MatchFlags } from './config.js';
import { fail, orFail, printError, printOut } from './errors.js';
import { pad, padLeft, signed } from '../core/text.js';
import { safeText, shortText } from '../core/safe-text.js';
import { counted } from '../core/sentence.js';
import type { UtilityKind } from '../contract/game.js';

export interface SimFlags extends MatchFlags {
  readonly matches?: string;
  readonly record?: string;
  readonly json?: boolean;
  readonly duplicate?: boolean;
  readonly workers?: string;
}

const MAX_MATCHES = 1_000_000;

/** Where the entry of sim's worker threads is: src/cli/sim-worker.ts from source, next to the bundle when built. */
export function simWorkerEntry(): URL | null {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('./sim-worker.ts', here);
  for (const rel of ['./sim-worker.js', '../sim-worker.js']) {
    const url = new URL(rel, here);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

/** The validated `--workers` value (1 when not given). */
export function workersFlag(text: string | undefined): number {
  if (text === undefined) return 1;
  const t = String(text).trim();
  const max = Math.max(1, availableParallelism()) * 4;
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > max) {
    fail(`--workers "${shortText(text)}" is not a whole number from 1 to ${max}; this machine has ${availableParallelism()} cores`);
  }
  return Number(t);
}

/** The validated `--matches` value (10 when not given). */
function matchesFlag(text: string | undefined): number {
  if (text === undefined) return 10;
  const t = String(text).trim();
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > MAX_MATCHES)
    fail(`--matches "${shortText(text)}" is not a whole number from 1 to ${MAX_MATCHES}; give how many matches to play`);
  return Number(t);
}

export async function simCommand(gameId: string, flags: SimFlags): Promise<void> {
  const cfg = orFail(
    resolveMatchConfig(gameId, flags, {
      allowHuman: false,
      allowSimOnly: true,
      command: 'sim',
      defaultSeats: (n) => Array.from({ length: n }, () => defaultBotKind(hasBots(gameId))),
    }),
  );
  const matches = matchesFlag(flags.matches);
  // A match that ends by itself (at a target) needs no length; one that runs until quit does.
  const lengthKey = cfg.variant.lengthKey;
  if (lengthKey !== null && cfg.options[lengthKey] === 0 && !cfg.variant.endsByItself)
    fail(`--deals 0 (until quit) cannot be simulated; give a number of ${lengthKey} per match, e.g. --deals 20`);
  if (flags.record !== undefined && flags.record.trim() === '')
    fail('--record "" is empty; give the folder the histories go into (one file per match), or leave --record out');
  const duplicate = Boolean(flags.duplicate);
  const workers = workersFlag(flags.workers);
  const progress = makeProgress(matches);
  const { result, heard, played } = await untilSignal((stop, onProgress) =>
    runSim({
      game: cfg.game,
      bots: entryOf(cfg.game).bots,
      statCalls: entryOf(cfg.game).statCalls,
      unplayedDeal: entryOf(cfg.game).unplayedDeal,
      variant: cfg.variant.id,
      players: cfg.players,
      options: cfg.options,
      seats: cfg.seats,
      seatInfos: cfg.seatInfos,
      seed: cfg.seed,
      matches,
      duplicate,
      // A duplicate or threaded run reports its workers in the JSON; a plain run never did.
      ...(duplicate || flags.workers !== undefined ? { workers } : {}),
      worker: simWorkerEntry(),
      ...(flags.record ? { recordDir: flags.record } : {}),
      ...(cfg.thinkMs !== undefined ? { thinkMs: cfg.thinkMs } : {}),
      onProgress: (done) => {
        onProgress(done);
        progress.update(done);
      },
      stop,
    }),
  );
  progress.done();
  if (heard !== null) {
    const unfinished = flags.record ? `; the histories of matches under way in ${flags.record} stop without an end line` : '';
    printError(`sim stopped by ${heard} after ${played} of ${matches} match${matches === 1 ? '' : 'es'}, so no figures${unfinished}`);
    process.exitCode = heard === 'SIGINT' ? 130 : 143;
    return;
  }
  const json = orFail(result!);
  if (flags.json) {
    process.stdout.write(JSON.stringify(json, null, 2) + '\n');
    return;
  }
  const table = simTable(json, cfg.game.utility);
  printOut(duplicate ? withDuplicateNotes(table, json, cfg.players, matches) : table);
}

/**
 * Runs `run` until it ends or Ctrl-C or SIGTERM stops it at once, in worker threads and in this one
 * alike (its matches pause for the signal after every deal); `heard` is the signal that cut it
 * short, which leaves no figures to print, and `played` the matches done by then.
 */
async function untilSignal<T>(
  run: (stop: AbortSignal, onProgress: (done: number) => void) => Promise<T>,
): Promise<{ result: T | undefined; heard: NodeJS.Signals | null; played: number }> {
  const stop = new AbortController();
  let heard: NodeJS.Signals | null = null;
  let played = 0;
  const onSignal = (signal: NodeJS.Signals): void => {
    heard ??= signal;
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let result: T | undefined;
  try {
    result = await run(stop.signal, (done) => (played = done));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return { result, heard, played };
}

/** A duplicate run's table: its title says how seats rotate; slow bots' decision times and an unclear result get a line. */
function withDuplicateNotes(table: string, json: SimJson, players: number, matches: number): string {
  let text = table.replace(
    /^(.*?)\n/,
    `$1 — duplicate: every match played ${players} times, seats rotated; seats = positions of --seats\n`,
  );
  const ms = Object.entries(json.decisionMs).filter(([, d]) => d.median >= 1);
  if (ms.length > 0)
    text +=
      ms.map(([id, d]) => `  ${id} decision time: median ${d.median.toFixed(0)} ms, 95th percentile ${d.p95.toFixed(0)} ms`).join('\n') +
      '\n';
  if (json.pairs && !json.pairs.some((p) => p.ci95[0] > 0 || p.ci95[1] < 0)) {
    text += `  (no difference is clear at 95%: play more matches, e.g. --matches ${matches * 4})\n`;
  }
  return text;
}

/** A progress bar on stderr, only on a terminal and only once the run has taken half a second. */
function makeProgress(total: number): { update: (done: number) => void; done: () => void } {
  const tty = Boolean(process.stderr.isTTY);
  const start = performance.now();
  let shown = false;
  let lastDraw = 0;
  return {
    update(done) {
      if (!tty) return;
      const now = performance.now();
      if (now - start < 500 || now - lastDraw < 100) return;
      lastDraw = now;
      shown = true;
      const width = 30;
      const filled = Math.round((done / total) * width);
      process.stderr.write(`\r  sim [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} matches`);
    },
    done() {
      if (shown) process.stderr.write('\r\u001B[2K');
    },
  };
}

/** The text table of a sim run whose game's returns are of kind `utility`. */
export function simTable(r: SimJson, utility: UtilityKind): string {
  const out: string[] = [];
  out.push(
    `${r.game} ${r.variant}, ${r.players} players, ${counted(r.matches, 'match', 'matches')}, ${counted(r.deals, 'deal')}, seed ${safeText(r.seed)} (${r.seconds.toFixed(1)} s)`,
  );
  const statKeys = [...new Set(r.seats.flatMap((s) => Object.keys(s.stats)))];
  // sim-json.md: fines count against a seat, so the best agent has the lowest mean, whatever the
  // game calls its unit.
  const unit = `${r.unit}/deal${utility === 'fines' ? ' (fewer is better)' : ''}`;
  const header = ['seat', 'name', 'agent', unit, '95% CI', ...statKeys, 'wins'];
  const rows = r.seats.map((s) => [
    String(s.seat),
    safeText(s.name),
    safeText(s.agent),
    signed(s.meanPerDeal),
    `[${signed(s.ci95[0])}, ${signed(s.ci95[1])}]`,
    ...statKeys.map((k) => String(s.stats[k] ?? 0)),
    String(s.matchWins),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const numeric = (i: number): boolean => i >= 3;
  const fmt = (row: string[]): string =>
    row
      .map((c, i) => (numeric(i) ? padLeft(c, widths[i]!) : pad(c, widths[i]!)))
      .join('  ')
      .trimEnd();
  out.push('', fmt(header), ...rows.map(fmt));
  if (r.agents.length > 1) {
    out.push('', 'by agent:');
    for (const a of r.agents)
      out.push(
        `  ${pad(a.agent, 12)} ${padLeft(signed(a.meanPerDeal), 8)} ${r.unit}/deal  [${signed(a.ci95[0])}, ${signed(a.ci95[1])}]  over ${a.deals} seat-deals`,
      );
    for (const p of r.pairs ?? []) out.push(`  ${p.a} − ${p.b}: ${signed(p.meanDiff)} [${signed(p.ci95[0])}, ${signed(p.ci95[1])}]`);
  }
  return out.join('\n') + '\n';
}
