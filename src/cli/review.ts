// `cardtable review FILE [--deal N]`: every hand face up, the tricks, and for each of the player's
// decisions what bot:hard would have done from his view at that moment and what his choice cost,
// costliest first (engine/review.ts does the valuing).
import { DECK_STYLES, type DeckStyle } from '../core/deck-style.js';
import { readHistoryFile, type ParsedHistory } from '../engine/history/reader.js';
import { reviewedSeats, reviewHistory, type DealReview } from '../engine/review.js';
import { dealReviewText } from '../engine/review-text.js';
import { findGame, type GameEntry } from '../games/registry.js';
import { dealDecisions } from '../engine/branch.js';
import { safeText } from '../core/safe-text.js';
import { SPEEDS, type Speed } from '../ui/speed.js';
import { unitOfVariant, type AnyGame } from '../games/game.js';
import { playableGames } from './config.js';
import { fail, printOut } from './errors.js';

export interface ReviewFlags {
  readonly deal?: string;
  /** `--again K`: play the deal again from its decision #K (a practice branch). */
  readonly again?: string;
  readonly speed?: string;
  readonly ascii?: boolean;
}

function deckOf(parsed: ParsedHistory): DeckStyle {
  const d = parsed.match.options['deck_style'];
  return DECK_STYLES.find((s) => s === d) ?? 'french';
}

/** One deal's review as `cardtable review` prints it: the file's names and deck. */
function printedReview(game: AnyGame, parsed: ParsedHistory, r: DealReview): string {
  return dealReviewText(r, {
    names: parsed.match.seats.map((s) => s.name),
    style: deckOf(parsed),
    unit: unitOfVariant(game, parsed.match.variant),
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
  if (deal === undefined) fail(`--again ${safeText(text)} needs --deal N: the deal to play again`);
  const game = entry.game!;
  const points = dealDecisions(game, parsed, deal);
  if (!points.ok) fail(`${points.reason}; \`cardtable check ${file}\` says more`);
  const count = points.value.length;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > count)
    fail(
      `--again "${safeText(flags.again!)}" is not a decision of deal ${deal}; ${count === 0 ? 'it has none with a choice' : count === 1 ? 'give 1 (its only one)' : `give a number from 1 to ${count} (the # of \`cardtable review --deal ${deal}\`)`}`,
    );
  const speed = (flags.speed ?? 'normal').toLowerCase();
  if (!(SPEEDS as readonly string[]).includes(speed))
    fail(`--speed "${safeText(flags.speed!)}" is not a speed; speeds: ${SPEEDS.join(', ')}`);
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
      fail(`--deal "${flags.deal}" is not a deal number; give a whole number from 1`);
    deal = Number(flags.deal);
  }
  const read = readHistoryFile(file, { allowPartialTail: true });
  if (!read.ok) fail(`${read.reason}; a history is JSON Lines as in docs/history-format.md`);
  const parsed = read.value;
  const entry = findGame(parsed.match.game);
  if (!entry?.game || !entry.bots) {
    fail(
      `${file}: a ${parsed.match.game} match, which this program cannot review (${entry ? `${entry.name} has no bots yet` : 'no such game'}); games: ${playableGames()
        .map((g) => g.id)
        .join(', ')}`,
    );
  }
  const game = entry.game;
  const dealNos = parsed.lines.flatMap((l) => (l.type === 'deal' ? [l.deal] : []));
  if (dealNos.length === 0) fail(`${file}: no deal in the file yet; nothing to review`);
  if (deal !== undefined && !dealNos.includes(deal))
    fail(`--deal ${deal}: ${file} has ${dealNos.length === 1 ? 'deal 1 only' : `deals 1 to ${Math.max(...dealNos)}`}`);
  if (flags.again !== undefined) return againCommand(file, parsed, entry, deal, flags);
  const tty = Boolean(process.stdout.isTTY) && Boolean(process.stderr.isTTY);
  const progress = (done: number, total: number) => {
    if (!tty) return;
    process.stderr.write(done < total ? `\rreviewing: decision ${done + 1} of ${total}…` : '\r\u001B[K');
  };
  const seats = reviewedSeats(parsed.match);
  const r = await reviewHistory(game, parsed, { bots: entry.bots, seats, ...(deal !== undefined ? { deal } : {}), onProgress: progress });
  if (!r.ok) fail(`${r.reason}; \`cardtable check ${file}\` says more`);
  printOut(`${r.value.map((d) => printedReview(game, parsed, d)).join('\n\n')}\n`);
}
