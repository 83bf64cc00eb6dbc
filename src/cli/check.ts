// `cardtable check <file…>`: reads each history as a stream, replays it through the rules and
// says whether every line is the one the rules give. For referees, scripts and bug reports.
// Every file is checked and reported, whatever the others gave; the exit code is the worst:
// 0 all reproduced, 1 some line differs from what the rules give or a bot seat broke a rule the
// game writes for bots (listed on stdout), 2 a file could not be read or replayed (one line on
// stderr).
import { BotRuleBreaks } from '../engine/bot-rule-breaks.js';
import { HistoryFileStream } from '../engine/history/reader.js';
import { replaySource } from '../engine/replay.js';
import { findGame } from '../games/registry.js';
import type { ComingVariant, GameEntry } from '../contract/entry.js';
import { playableGames } from './config.js';
import { printError, printOut } from './errors.js';
import { counted } from '../core/sentence.js';

const FORMAT_HINT = 'a history is JSON Lines as in docs/history-format.md';

/**
 * A game (or variant) still to come: the file can be read against the spec, not against its
 * rules. Says so in one line, with the lines read and the games that can be checked; exit 2.
 */
function notPlayable(
  file: string,
  stream: HistoryFileStream,
  entry: GameEntry | undefined,
  comingVariant: ComingVariant | undefined,
): number {
  let lines = 1;
  for (;;) {
    const r = stream.next();
    if (!r.ok) {
      printError(`${r.reason}; ${FORMAT_HINT}`);
      return 2;
    }
    if (r.value === null) break;
    lines++;
  }
  const why = comingVariant
    ? `${comingVariant.name} is not playable yet`
    : entry
      ? `${entry.name} is not playable yet`
      : `this program knows no game "${stream.match.game}"`;
  printError(
    `${file}: not checked: a ${stream.match.game}${comingVariant ? ` ${comingVariant.id}` : ''} match (${lines} lines, readable as a history), but ${why}, so its moves cannot be checked against the rules; playable: ${playableGames()
      .map((g) => g.id)
      .join(', ')}`,
  );
  return 2;
}

/** Checks one file; returns its exit code. */
function checkFile(file: string): number {
  const opened = HistoryFileStream.open(file);
  if (!opened.ok) {
    printError(`${opened.reason}; ${FORMAT_HINT}`);
    return 2;
  }
  const stream = opened.value;
  try {
    const entry = findGame(stream.match.game);
    const comingVariant = entry?.coming?.find((v) => v.id === stream.match.variant);
    if (!entry?.game || comingVariant) return notPlayable(file, stream, entry, comingVariant);
    const breaks = new BotRuleBreaks(entry.game, stream.match, file);
    const report = replaySource(entry.game, stream, { onLine: breaks.onLine });
    if (report.error) {
      // A line that cannot be read or replayed at all (not a history line, an illegal move, a
      // deal that is not the pack): bad input, one line on stderr, exit 2 as everywhere else.
      for (const m of report.mismatches) printOut(`${m}\n`);
      printError(report.readError ? `${report.error}; ${FORMAT_HINT}` : report.error);
      return 2;
    }
    if (report.mismatches.length > 0) {
      for (const m of report.mismatches) printOut(`${m}\n`);
      printOut(`${file}: ${report.mismatches.length}${report.mismatches.length >= 50 ? ' or more' : ''} line(s) differ from the rules\n`);
      return 1;
    }
    if (breaks.list.length > 0) {
      for (const b of breaks.list) printOut(`${b}\n`);
      printOut(`${file}: ${breaks.list.length} bot decision(s) break a rule the game writes for bots\n`);
      return 1;
    }
    const over = report.state !== null && entry.game.turn(report.state).kind === 'over';
    const state = report.finished
      ? ''
      : over
        ? ', over by the rules but without its end line (`cardtable resume` writes it)'
        : ', unfinished (resumable)';
    printOut(`${file}: ok, ${counted(report.linesReplayed, 'line')}, ${counted(report.deals, 'deal')}${state}\n`);
    return 0;
  } finally {
    stream.close();
  }
}

export function checkCommand(files: readonly string[]): number {
  let worst = 0;
  for (const file of files) worst = Math.max(worst, checkFile(file));
  return worst;
}
