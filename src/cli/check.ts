// `cardtable check <file…>`: reads each history, replays it through the rules and says whether
// every trick and settle line is reproduced. For referees, scripts and bug reports.
import { readHistoryFile } from '../engine/history/reader.js';
import { replayHistory } from '../engine/replay.js';
import { resolveGame } from './config.js';
import { fail } from './errors.js';

/** Returns the exit code: 0 all reproduced, 1 some line differs from the rules. Corrupt input fails (exit 2). */
export function checkCommand(files: readonly string[]): number {
  let differs = false;
  for (const file of files) {
    const parsed = readHistoryFile(file);
    if (!parsed.ok) fail(`${parsed.reason}; a history is JSON Lines as in spec/history.md`);
    const h = parsed.value;
    const g = resolveGame(h.match.game);
    if (!g.ok) fail(`${file}:1: ${g.reason}`);
    const game = g.value;
    const report = replayHistory(game, h);
    if (report.error) fail(report.error);
    const deals = h.lines.filter((l) => l.type === 'settle').length;
    if (report.mismatches.length > 0) {
      differs = true;
      for (const m of report.mismatches) process.stdout.write(`${m}\n`);
      process.stdout.write(`${file}: ${report.mismatches.length} line(s) differ from the rules\n`);
    } else {
      process.stdout.write(`${file}: ok, ${h.lines.length} lines, ${deals} deals${h.finished ? '' : ', unfinished (resumable)'}\n`);
    }
  }
  return differs ? 1 : 0;
}
