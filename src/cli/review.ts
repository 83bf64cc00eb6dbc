// `cardtable review FILE [--deal N]`: every hand face up, the tricks, and for each of the player's
// decisions what bot:hard would have done from his view at that moment and what his choice cost,
// costliest first (engine/review.ts does the valuing).
import { DECK_STYLES, type DeckStyle } from '../core/deck-style.js';
import type { MatchLine } from '../core/history-lines.js';
import { HistoryFileStream, readHistoryFile, type ParsedHistory } from '../engine/history/reader.js';
import { readDecisions, reviewedSeats, reviewRead, type DealReview } from '../engine/review.js';
import { dealReviewText } from '../engine/review-text.js';
import { findGame, type GameEntry } from '../games/registry.js';
import { dealDecisions } from '../engine/branch.js';
import { safeText, shortText } from '../core/safe-text.js';
import { shownNames } from '../core/names.js';
import { SPEEDS, type Speed } from '../ui/speed.js';
import type { AnyGame } from '../games/game.js';
import { playableGames } from './config.js';
import { fail, orFail, printOut } from './errors.js';

export interface ReviewFlags {
  readonly deal?: string;
  /** `--again K`: play the deal again from its decision #K (a practice branch). */
  readonly again?: string;
  readonly speed?: string;
  readonly ascii?: boolean;
}

const FORMAT_HINT = 'a history is JSON Lines as in docs/history-format.md';

function deckOf(match: MatchLine): DeckStyle {
  const d = match.options['deck_style'];
  return DECK_STYLES.find((s) => s === d) ?? 'french';
}

/** One deal's review as `cardtable review` prints it: the file's names and deck. */
function printedReview(game: AnyGame, match: MatchLine, r: DealReview): string {
  return dealReviewText(r, {
    names: shownNames(match.seats.map((s) => s.name)),
    style: deckOf(match),
    unit: game.unit,
    again: '`--again #`',
  });
}

/**
 * `--again K` (with `--deal N`): the deal played again from the player's decision #K, as numbered
 * in the review, against the same bots: a practice branch saved as a new match beside the file.
 */
async function againCommand(
  file: string,
  parsed: ParsedHistory,
  entry: GameEntry,
  deal: number | undefined,
  flags: ReviewFlags,
): Promise<void> {
  const text = flags.again!.trim();
  if (deal === undefined) fail(`--again ${safeText(shortText(text))} needs --deal N: the deal to play again`);
  const game = entry.game!;
  const points = dealDecisions(game, parsed, deal);
  if (!points.ok) fail(`${points.reason}; \`cardtable check ${file}\` says more`);
  const count = points.value.length;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > count)
    fail(
      `--again "${safeText(shortText(flags.again!))}" is not a decision of deal ${deal}; ${count === 0 ? 'it has none with a choice' : count === 1 ? 'give 1 (its only one)' : `give a number from 1 to ${count} (the # of \`cardtable review --deal ${deal}\`)`}`,
    );
  const speed = (flags.speed ?? 'normal').toLowerCase();
  if (!(SPEEDS as readonly string[]).includes(speed))
    fail(`--speed "${safeText(shortText(flags.speed!))}" is not a speed; speeds: ${SPEEDS.join(', ')}`);
  if (!entry.ui) fail(`${entry.name} has no table screen yet`);
  if (!process.stdin.isTTY || !process.stdout.isTTY)
    fail(`--again plays at the table and needs an interactive terminal; \`cardtable review ${file} --deal ${deal}\` prints the review`);
  // Saved where every match is: a branch of a file kept elsewhere (a fixture, a download) too.
  const { matchesDir } = await import('../ui/saves.js');
  const dir = matchesDir();
  if (!dir.ok) fail(dir.reason);
  const { playBranchInteractive } = await import('../ui/run.js');
  const code = await playBranchInteractive(
    { game, ui: entry.ui, gameBots: entry.bots, speed: speed as Speed, ascii: Boolean(flags.ascii) },
    file,
    deal,
    Number(text),
    dir.value,
  );
  // Ink can leave stdin listeners behind; the screen is restored, so leave now with the code.
  process.exit(code);
}

export async function reviewCommand(file: string, flags: ReviewFlags): Promise<void> {
  let deal: number | undefined;
  if (flags.deal !== undefined) {
    if (!/^\d+$/.test(flags.deal.trim()) || Number(flags.deal) < 1)
      fail(`--deal "${shortText(flags.deal)}" is not a deal number; give a whole number from 1`);
    deal = Number(flags.deal);
  }
  const opened = HistoryFileStream.open(file, { allowPartialTail: true });
  if (!opened.ok) fail(`${opened.reason}; ${FORMAT_HINT}`);
  const stream = opened.value;
  try {
    const entry = findGame(stream.match.game);
    if (!entry?.game || !entry.bots) {
      fail(
        `${file}: a ${stream.match.game} match, which this program cannot review (${entry ? `${entry.name} has no bots yet` : 'no such game'}); games: ${playableGames()
          .map((g) => g.id)
          .join(', ')}`,
      );
    }
    if (flags.again !== undefined) {
      stream.close();
      return await againFromFile(file, entry, deal, flags);
    }
    if (flags.speed !== undefined || flags.ascii)
      fail(
        `${flags.speed !== undefined ? `--speed ${shortText(flags.speed)}` : '--ascii'} is for the table of --again; the review is printed as text (leave it out, or add --deal N --again K)`,
      );
    const game = entry.game;
    const seats = reviewedSeats(stream.match);
    // One reading of the file, as a stream: only the deal reviewed is kept (all of them without --deal).
    const read = readDecisions(game, stream, seats, deal);
    if (!read.ok) {
      stream.close();
      dealsAsked(file, dealsToTheEnd(file), deal);
      fail(`${read.reason}; \`cardtable check ${file}\` says more`);
    }
    dealsAsked(file, read.value.dealNos, deal);
    const tty = Boolean(process.stdout.isTTY) && Boolean(process.stderr.isTTY);
    const progress = (done: number, total: number) => {
      if (!tty) return;
      process.stderr.write(done < total ? `\rreviewing: decision ${done + 1} of ${total}…` : '\r\u001B[K');
    };
    const r = await reviewRead(game, read.value, {
      bots: entry.bots,
      seats,
      ...(deal !== undefined ? { deal } : {}),
      onProgress: progress,
    });
    if (!r.ok) fail(`${r.reason}; \`cardtable check ${file}\` says more`);
    printOut(`${r.value.map((d) => printedReview(game, stream.match, d)).join('\n\n')}\n`);
  } finally {
    stream.close();
  }
}

/** Refuses a review of a file without deals, or of a deal the file does not have. */
function dealsAsked(file: string, dealNos: readonly number[], deal: number | undefined): void {
  if (dealNos.length === 0) fail(`${file}: no deal in the file yet; nothing to review`);
  if (deal !== undefined && !dealNos.includes(deal))
    fail(`--deal ${deal}: ${file} has ${dealNos.length === 1 ? 'deal 1 only' : `deals 1 to ${Math.max(...dealNos)}`}`);
}

/**
 * The deal numbers of the whole file, read again once the rules stopped its replay early: as when
 * the whole file was read first, a line that is no history line, or a deal the file does not
 * have, is named before a move the rules refuse.
 */
function dealsToTheEnd(file: string): number[] {
  const s = orFail(HistoryFileStream.open(file, { allowPartialTail: true }));
  const dealNos: number[] = [];
  try {
    for (;;) {
      const r = s.next();
      if (!r.ok) fail(`${r.reason}; ${FORMAT_HINT}`);
      if (r.value === null) return dealNos;
      if (r.value.line.type === 'deal') dealNos.push(r.value.line.deal);
    }
  } finally {
    s.close();
  }
}

/** `--again`: reads the whole file, as the practice table steps through it. */
async function againFromFile(file: string, entry: GameEntry, deal: number | undefined, flags: ReviewFlags): Promise<void> {
  const read = readHistoryFile(file, { allowPartialTail: true });
  if (!read.ok) fail(`${read.reason}; ${FORMAT_HINT}`);
  const parsed = read.value;
  dealsAsked(
    file,
    parsed.lines.flatMap((l) => (l.type === 'deal' ? [l.deal] : [])),
    deal,
  );
  return againCommand(file, parsed, entry, deal, flags);
}
