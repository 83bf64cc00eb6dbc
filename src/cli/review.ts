// `cardtable review FILE [--deal N] [--seat K]`: every hand face up, the tricks, and for each of a
// seat's decisions what bot:hard would have done from its view at that moment and what the choice
// cost, costliest first (engine/review.ts does the valuing).
import { createInterface } from 'node:readline';
import { DECK_STYLES, type DeckStyle } from '../core/deck-style.js';
import type { MatchLine, Seat } from '../core/history-lines.js';
import { HistoryFileStream, readHistoryFile, type ParsedHistory } from '../engine/history/reader.js';
import { readDecisions, reviewedSeats, reviewRead, type DealReview } from '../engine/review.js';
import { dealReviewText } from '../engine/review-text.js';
import { configFromMatchLine } from '../engine/replay.js';
import { findGame } from '../games/registry.js';
import type { GameEntry } from '../contract/entry.js';
import { dealDecisions } from '../engine/branch.js';
import { recordedThink } from '../engine/seating.js';
import { safeText, shortText } from '../core/safe-text.js';
import { shownNames } from '../core/names.js';
import { SPEEDS, type Speed } from '../ui/speed.js';
import { toAscii } from '../ui/ascii.js';
import { unitOfVariant, type AnyGame } from '../contract/game.js';
import type { CardLook } from '../contract/view.js';
import { parseThink, playableGames, tableDecks } from './config.js';
import { fail, orFail, printOut } from './errors.js';

export interface ReviewFlags {
  readonly deal?: string;
  /** `--again K`: play the deal again from its decision #K (a practice branch). */
  readonly again?: string;
  /** `--seat K`: the seat reviewed (and played again), by number from 1 or by name; default the humans. */
  readonly seat?: string;
  readonly speed?: string;
  readonly deck?: string;
  readonly ascii?: boolean;
  /** `--all-actions`: the value of every legal action of each decision. */
  readonly allActions?: boolean;
  /** `--think MS`: bot:hard's thinking time the values are searched from (a hint's, HINT_THINK_FACTOR times it). */
  readonly think?: string;
}

/** How the review names cards, units and seats: as the table of this file with `--deck`/`--ascii` shows them. */
interface ReviewLook {
  readonly look: CardLook;
  readonly unit: string;
}

const FORMAT_HINT = 'a history is JSON Lines as in docs/history-format.md';

function deckOf(match: MatchLine): DeckStyle {
  const d = match.options['deck_style'];
  return DECK_STYLES.find((s) => s === d) ?? 'french';
}

/** `--deck`, one of the decks the game's table takes; undefined: the deck the match was played with. */
function deckFlag(game: AnyGame, flags: ReviewFlags): DeckStyle | undefined {
  if (flags.deck === undefined) return undefined;
  const decks = tableDecks(game);
  const deck = decks.find((d) => d === flags.deck!.trim().toLowerCase());
  if (!deck) fail(`--deck "${safeText(flags.deck)}" is not a deck of ${game.id}; decks: ${decks.join(', ')}`);
  return deck;
}

/**
 * The look of the table this file was played at, given `--deck` and `--ascii` (GameUi.look, the one
 * the table, its hints and its review panel name cards by), and its unit word (Tøppen's fine_label).
 */
async function reviewLook(entry: GameEntry, match: MatchLine, file: string, flags: ReviewFlags): Promise<ReviewLook> {
  const game = entry.game!;
  const deck = deckFlag(game, flags);
  const ascii = Boolean(flags.ascii);
  const cfg = configFromMatchLine(game, match, file);
  const ui = entry.ui && cfg.ok ? await entry.ui() : null;
  if (!ui || !cfg.ok) return { look: { style: deck ?? deckOf(match), ascii }, unit: unitOfVariant(game, match.variant) };
  const view = game.view(game.setup(cfg.value), null);
  return { look: ui.look(view, deck, ascii), unit: ui.unitOf?.(view) ?? ui.unit };
}

/**
 * What plays a reviewed deal again from decision #, as the review numbers them: `--again #`, with the
 * seat where no seat was human; nothing for a bot's seat in a match a human played (a practice is his).
 */
function againText(match: MatchLine, seats: readonly Seat[]): string | undefined {
  const humans = match.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  if (humans.length > 0 && !seats.every((x) => humans.includes(x))) return undefined;
  // The numbers are those of the seats reviewed: `--again` numbers the same ones only by default.
  const byDefault = reviewedSeats(match);
  const same = humans.length > 0 && byDefault.length === seats.length && byDefault.every((x, i) => x === seats[i]);
  return same ? '`--again #`' : `\`--again # --seat ${seats[0]! + 1}\``;
}

/** One deal's review as `cardtable review` prints it: the file's names, the table's faces and unit word. */
function printedReview(match: MatchLine, r: DealReview, shown: ReviewLook, again: string | undefined, allActions: boolean): string {
  return dealReviewText(r, {
    names: shownNames(match.seats.map((s) => s.name)),
    style: shown.look.style,
    ascii: shown.look.ascii,
    unit: shown.unit,
    ...(again ? { again } : {}),
    ...(allActions ? { allActions } : {}),
  });
}

/** "1 Ana, 2 Ben, 3 Cleo": the seats as `--seat` takes them. */
function seatChoices(match: MatchLine): string {
  return match.seats.map((s, i) => `${i + 1} ${safeText(s.name)}`).join(', ');
}

/** A seat as `--seat` or the seat question gives it: its number from 1, or its name; null if neither. */
function seatOf(match: MatchLine, text: string): Seat | null {
  const t = text.trim();
  const seats = match.seats;
  if (/^\d+$/.test(t)) return Number(t) >= 1 && Number(t) <= seats.length ? Number(t) - 1 : null;
  const i = seats.findIndex((s) => s.name.toLowerCase() === t.toLowerCase());
  return i >= 0 ? i : null;
}

function seatFlag(match: MatchLine, text: string): Seat {
  const seat = seatOf(match, text);
  if (seat === null) fail(`--seat "${safeText(shortText(text))}" is not a seat of this match; seats: ${seatChoices(match)}`);
  return seat;
}

/**
 * Asks on the terminal which seat plays the deal again (a file where every seat is a bot). Null
 * when the input ends first.
 */
export async function askSeat(
  parsed: ParsedHistory,
  deal: number,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<Seat | null> {
  const rl = createInterface({ input, output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  try {
    output.write(`Every seat of this match is a bot. Play deal ${deal} again as which seat? ${seatChoices(parsed.match)}\n`);
    for (;;) {
      output.write('Seat: ');
      const next = await lines.next();
      if (next.done) return null;
      const seat = seatOf(parsed.match, next.value);
      if (seat !== null) return seat;
      output.write(`"${safeText(next.value.trim())}" is not a seat; give its number (1 to ${parsed.match.seats.length}) or its name.\n`);
    }
  } finally {
    rl.close();
  }
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
  const humans = parsed.match.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  let seat = flags.seat === undefined ? null : seatFlag(parsed.match, flags.seat);
  // The branch has one human, the seat that decides again: a bot's seat only where no seat was human.
  if (seat !== null && humans.length > 0 && !humans.includes(seat))
    fail(
      `--seat ${safeText(shortText(flags.seat!))}: ${safeText(parsed.match.seats[seat]!.name)} is a bot in a match played by ${humans.map((h) => safeText(parsed.match.seats[h]!.name)).join(', ')}; a practice is played from a human's seat`,
    );
  if (seat === null && humans.length === 0) {
    if (!process.stdin.isTTY || !process.stdout.isTTY)
      fail(`${file}: every seat is a bot; give the seat to play deal ${deal} again as with --seat K (${seatChoices(parsed.match)})`);
    seat = await askSeat(parsed, deal, process.stdin, process.stdout);
    if (seat === null) fail('no seat given; nothing played');
  }
  const points = dealDecisions(game, parsed, deal, seat === null ? undefined : [seat]);
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
  const deck = deckFlag(game, flags);
  if (!process.stdin.isTTY || !process.stdout.isTTY)
    fail(`--again plays at the table and needs an interactive terminal; \`cardtable review ${file} --deal ${deal}\` prints the review`);
  // Saved where every match is: a branch of a file kept elsewhere (a fixture, a download) too.
  const { matchesDir } = await import('../ui/saves.js');
  const dir = matchesDir();
  if (!dir.ok) fail(dir.reason);
  const { playBranchInteractive } = await import('../ui/run.js');
  const code = await playBranchInteractive(
    { game, ui: entry.ui, gameBots: entry.bots, speed: speed as Speed, ...(deck ? { deck } : {}), ascii: Boolean(flags.ascii) },
    file,
    deal,
    Number(text),
    dir.value,
    seat ?? undefined,
  );
  // Ink can leave stdin listeners behind; the screen is restored, so leave now with the code.
  process.exit(code);
}

/** The validated `--deal` value (undefined when not given: every deal). */
function dealFlag(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) fail(`--deal "${shortText(text)}" is not a deal number; give a whole number from 1`);
  return Number(text);
}

/** The review's progress line on stderr, drawn over itself: only when both outputs are a terminal. */
function reviewProgress(): (done: number, total: number) => void {
  const tty = Boolean(process.stdout.isTTY) && Boolean(process.stderr.isTTY);
  return (done, total) => {
    if (!tty) return;
    process.stderr.write(done < total ? `\rreviewing: decision ${done + 1} of ${total}…` : '\r\u001B[K');
  };
}

export async function reviewCommand(file: string, flags: ReviewFlags): Promise<void> {
  const deal = dealFlag(flags.deal);
  const think = orFail(parseThink(flags.think));
  if (think !== undefined && flags.again !== undefined)
    fail('--think is for the values of the review; --again plays the deal with the thinking time of its match (leave --think out)');
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
    if (flags.speed !== undefined)
      fail(
        `--speed ${shortText(flags.speed)} is for the table of --again; the review is printed as text (leave it out, or add --deal N --again K)`,
      );
    const game = entry.game;
    const match = stream.match;
    const seats = flags.seat === undefined ? reviewedSeats(match) : [seatFlag(match, flags.seat)];
    const shown = await reviewLook(entry, match, file, flags);
    // One reading of the file, as a stream: only the deal reviewed is kept (all of them without --deal).
    const read = readDecisions(game, stream, seats, deal);
    if (!read.ok) {
      stream.close();
      dealsAsked(file, dealsToTheEnd(file), deal);
      fail(`${read.reason}; \`cardtable check ${file}\` says more`);
    }
    dealsAsked(file, read.value.dealNos, deal);
    const r = await reviewRead(game, read.value, {
      bots: entry.bots,
      seats,
      ...(deal !== undefined ? { deal } : {}),
      onProgress: reviewProgress(),
      look: shown.look,
      match,
      // The values of the table's hints unless asked otherwise: the match's own thinking time.
      thinkMs: think ?? recordedThink(match),
    });
    if (!r.ok) fail(`${r.reason}; \`cardtable check ${file}\` says more`);
    const again = againText(match, seats);
    const text = `${r.value.map((d) => printedReview(match, d, shown, again, Boolean(flags.allActions))).join('\n\n')}\n`;
    // --ascii: 7-bit text throughout, as the table prints it, not only the faces.
    printOut(flags.ascii ? toAscii(text) : text);
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
