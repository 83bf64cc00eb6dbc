// The line-by-line table for terminals without cursor addressing (TERM=dumb): the same controller
// and prompts as the full screen, printed as sentences, one question at a time, answered by a line
// (a call's letter or number, a card's position in the hand, a price; Enter alone takes the
// preselected, safe choice). Nothing is redrawn, so nothing needs cursor movement — and nothing
// can be hidden again, so it seats one human only (src/cli/interactive.ts refuses hot-seat).
// The coach comes along: on a deal summary `r` prints the review `cardtable review` prints, and
// `p K` plays a practice branch at this same table, as the full screen's panel does.
import { createInterface } from 'node:readline';
import type { Result } from '../contract/game.js';
import { HistoryWriteError } from '../engine/history/writer.js';
import { SUSPEND, type MatchOutcome } from '../engine/match.js';
import { safeText } from '../core/safe-text.js';
import { shownNames } from '../core/names.js';
import { face, sortByOrder, sortHand } from './cards.js';
import { signedAmount as chips, unitWord } from './standing.js';
import { TableController } from './controller.js';
import { rungText } from './ladder.js';
import { initialSelection, promptKey } from './prompt.js';
import type { ChoiceOption, Prompt } from '../contract/table.js';
import { summaryShown, summaryTable } from './summary.js';
import type { DealReview } from '../engine/review.js';
import { dealReviewText } from '../engine/review-text.js';
import { botWhyTitle, type TableModel } from './model.js';
import {
  freshSeed,
  newMatch,
  recordingFor,
  savedBranchSource,
  PRACTICE_NOT_SAVED,
  savedNote,
  startBranch,
  startResume,
  type BranchSource,
  type BranchTable,
  type PlayConfig,
  type ResumeConfig,
} from './run.js';
import type { TableView } from '../contract/view.js';

/** Lines typed at the keyboard, one promise each. */
export class LineReader {
  private queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  /** The read not answered yet: asked again, the same promise (a review races it against its work). */
  private pending: Promise<string | null> | null = null;
  private closed = false;
  private readonly rl = createInterface({ input: process.stdin, terminal: false });

  constructor() {
    this.rl.on('line', (l) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        this.pending = null;
        w(l);
      } else this.queue.push(l);
    });
    this.rl.on('close', () => {
      this.closed = true;
      this.pending = null;
      this.waiting?.(null);
    });
  }

  next(): Promise<string | null> {
    if (this.pending) return this.pending;
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift()!);
    if (this.closed) return Promise.resolve(null);
    return (this.pending = new Promise((r) => (this.waiting = r)));
  }

  close(): void {
    this.rl.close();
  }
}

/** What a typed line that answers nothing is told: Enter alone, that it chooses nothing here. */
export function notAnswer(line: string, accepted: string): string {
  const t = line.trim();
  return t === '' ? `Enter alone chooses nothing here; type one of: ${accepted}` : `"${safeText(t)}" is not one of: ${accepted}`;
}

/** The choices of a prompt as one line: "[n] No (Enter)  [l] Lift"; a card prompt's calls after the cards. */
export function choicesLine(prompt: Prompt<unknown>, hand: readonly string[], handCards?: readonly unknown[]): string {
  const calls = (options: readonly ChoiceOption<unknown>[], initial: number | null) =>
    options.map((o, i) => `[${o.key}] ${o.label}${i === initial ? ' (Enter)' : ''}`).join('  ');
  switch (prompt.kind) {
    case 'choice':
      return calls(prompt.options, initialSelection(prompt, []).index);
    case 'amount':
      return `a number from ${prompt.min} to ${prompt.max} (Enter: ${prompt.initial})`;
    case 'ladder': {
      const initial = initialSelection(prompt, []).index;
      return `${prompt.rungs.map((r, i) => `${rungText(r, i)}${i === initial ? ' (Enter)' : ''}`).join('  ')} (the number or the word)`;
    }
    case 'cards': {
      if (prompt.pick) {
        const n = prompt.pick.count;
        return `${hand.map((c, i) => `${i + 1}=${c}`).join('  ')} (mark ${n}: their numbers, e.g. ${Array.from({ length: n }, (_, i) => i + 1).join(' ')})`;
      }
      // Only the cards the rules allow now, by their number in the hand: typing another one would
      // only be refused.
      const playable = (i: number) => !handCards || prompt.playable.some((p) => p.card === handCards[i]);
      const enter = handCards && lastCard(prompt) !== null ? ' (Enter)' : '';
      const numbered = hand.flatMap((c, i) => (playable(i) ? [`${i + 1}=${c}${enter}`] : []));
      const cards = `${numbered.join('  ')} (the card's number${numbered.length < hand.length ? '; the others may not be played now' : ''})`;
      return prompt.calls?.length ? `${cards}  ${calls(prompt.calls, null)}` : cards;
    }
  }
}

/** The one card a card prompt lets be played (no marking), which Enter alone plays as on the full screen; else null. */
function lastCard<A>(prompt: Prompt<A>): A | null {
  return prompt.kind === 'cards' && !prompt.pick && prompt.playable.length === 1 ? prompt.playable[0]!.action : null;
}

/** A label, lower case, before its note: "pah" of "Pah (stay in)", "keep" of "Keep: play the Dutt game". */
const labelHead = (label: string): string =>
  label
    .toLowerCase()
    .split(/\s*[(:]/)[0]!
    .trim();

/** The words of a label, lower case, two letters or more ("A♥ hearts": "hearts"). */
const labelWords = (label: string): string[] =>
  label
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 2);

/**
 * The call a typed line names: the letter the full-screen table uses for it (the game's action-words.ts,
 * through the prompt); its label written out ("knock"), or the label before its note ("pah" for
 * "Pah (stay in)", "keep" for "Keep: play the Dutt game"); or a word of its label that no other
 * call's label has ("stay" for "Stay in", "hearts" for "A♥ hearts").
 */
function namedCall<A>(
  options: readonly { readonly label: string; readonly key?: string; readonly action: A }[] | undefined,
  typed: string,
): A | null {
  if (!options || typed === '') return null;
  const byKey = options.find((o) => o.key?.toLowerCase() === typed);
  if (byKey) return byKey.action;
  const written = options.find((o) => o.label.toLowerCase() === typed || labelHead(o.label) === typed);
  if (written) return written.action;
  const words = options.filter((o) => labelWords(o.label).includes(typed));
  return words.length === 1 ? words[0]!.action : null;
}

/** The action for a typed line, or null (and the question is asked again). */
export function answer<A>(prompt: Prompt<A>, line: string, hand: readonly string[], handCards: readonly unknown[]): A | null {
  const t = line.trim().toLowerCase();
  const sel = initialSelection(prompt, handCards as never);
  if (t === '') {
    if (prompt.kind === 'cards') return lastCard(prompt);
    const out = promptKey(prompt, sel, { input: '', key: 'enter' }, handCards as never);
    return out && 'act' in out ? out.act : null;
  }
  if (prompt.kind === 'amount') {
    const n = Number(t);
    return Number.isInteger(n) && n >= prompt.min && n <= prompt.max ? prompt.actionFor(n) : null;
  }
  if (prompt.kind === 'ladder') {
    const n = Number(t);
    if (/^[0-9]+$/.test(t)) return prompt.rungs[n - 1]?.action ?? null;
    return namedCall(prompt.rungs, t);
  }
  if (prompt.kind === 'cards' && prompt.pick) {
    // The numbers of exactly `count` different playable cards, in any order.
    const picks = t.split(/[\s,]+/).map(Number);
    const cards = [...new Set(picks)].map((p) => (Number.isInteger(p) && p >= 1 ? handCards[p - 1] : undefined));
    if (cards.length !== picks.length || cards.length !== prompt.pick.count) return null;
    if (!cards.every((c) => prompt.playable.some((p) => p.card === c))) return null;
    const chosen = handCards.filter((c) => cards.includes(c));
    return prompt.pick.actionFor(chosen as never);
  }
  if (prompt.kind === 'cards') {
    const call = namedCall(prompt.calls, t);
    if (call !== null) return call;
    const i = Number(t) - 1;
    const card = Number.isInteger(i) ? handCards[i] : undefined;
    const hit = prompt.playable.find((p) => p.card === card);
    return hit ? hit.action : null;
  }
  const call = namedCall(prompt.options, t);
  if (call !== null) return call;
  const out = promptKey(prompt, sel, { input: t }, handCards as never);
  return out && 'act' in out ? out.act : null;
}

/** Lines the table answers itself at a question before the prompt sees them: quit, undo, help, why the last bot moved. */
export const TABLE_LINES: ReadonlySet<string> = new Set(['q', 'u', '?', 'g']);

/**
 * Every action a typed line can make at `prompt`, each with a line that makes it: Enter alone,
 * every number up to one past the choices (or the amount's range), every letter, each call's
 * label, the label before its note and its words, and for marked cards every set of their
 * numbers. TABLE_LINES never reach the prompt. Pure, so a test can set it beside the legal actions.
 */
export function lineReach<A>(
  prompt: Prompt<A>,
  hand: readonly string[],
  handCards: readonly unknown[],
  actionKey: (a: A) => string,
): Map<string, string> {
  const lines = new Set<string>(['', ...'abcdefghijklmnopqrstuvwxyz']);
  const count =
    prompt.kind === 'choice'
      ? prompt.options.length
      : prompt.kind === 'ladder'
        ? prompt.rungs.length
        : prompt.kind === 'cards'
          ? hand.length
          : 0;
  for (let n = 1; n <= count + 1; n++) lines.add(String(n));
  if (prompt.kind === 'amount') for (let n = prompt.min - 1; n <= prompt.max + 1; n++) lines.add(String(n));
  const named =
    prompt.kind === 'choice'
      ? prompt.options
      : prompt.kind === 'ladder'
        ? prompt.rungs
        : prompt.kind === 'cards'
          ? (prompt.calls ?? [])
          : [];
  for (const o of named) for (const l of [o.label.toLowerCase(), labelHead(o.label), ...labelWords(o.label)]) lines.add(l);
  if (prompt.kind === 'cards' && prompt.pick) {
    const k = prompt.pick.count;
    const sets = (from: number, left: number): number[][] =>
      left === 0 ? [[]] : from > hand.length ? [] : [...sets(from + 1, left - 1).map((r) => [from, ...r]), ...sets(from + 1, left)];
    for (const set of sets(1, k)) lines.add(set.join(' '));
  }
  const out = new Map<string, string>();
  for (const line of lines) {
    if (TABLE_LINES.has(line)) continue;
    const act = answer(prompt, line, hand, handCards);
    if (act !== null && !out.has(actionKey(act))) out.set(actionKey(act), line);
  }
  return out;
}

/** The hand in the order the table shows it, and its faces as this terminal draws them. */
export function handOf(m: TableModel): { handCards: readonly unknown[]; hand: string[] } {
  const handCards = m.order ? sortByOrder(m.view.hand ?? [], m.order) : sortHand(m.view.hand ?? [], m.view.trumpSuit, m.ui.rankOrder ?? []);
  return { handCards, hand: handCards.map((c) => face(c, m.look)) };
}

type AnyController = TableController<unknown, unknown, TableView>;

/** The line above a question: the phase, and the hand as the table shows it. */
export function phaseAndHand(m: TableModel, hand: readonly string[]): string {
  // An empty hand (a question after the last card, Tøppen's answer to a knock) is not one held face down.
  const held = m.view.hand === null ? '(face down)' : hand.length > 0 ? hand.join(' ') : '(none left)';
  return `${m.ui.phaseLine(m.view)} · your hand: ${held}`;
}

/** A note's sentences ("Trump led: you must play a trump. Nobody knocked back." → two). */
export function sentencesOf(text: string): string[] {
  return text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [];
}

/** `line` without the sentences it opens with that the question's note has just said. */
export function withoutNoted(line: string, noted: readonly string[]): string {
  let out = line;
  for (let hit = noted.find((s) => out.startsWith(`${s} `)); hit; hit = noted.find((s) => out.startsWith(`${s} `)))
    out = out.slice(hit.length + 1);
  return out;
}

const say = (s: string) => process.stdout.write(`${s}\n`);

/** `cardtable lupfen` on a dumb terminal. Returns the exit code. */
export async function playPlain(cfg: PlayConfig): Promise<number> {
  const seed = cfg.seed ?? freshSeed();
  let match;
  try {
    match = newMatch(cfg, await cfg.ui(), await recordingFor(cfg), seed, 1);
  } catch (e) {
    if (!(e instanceof HistoryWriteError)) throw e;
    process.stderr.write(`cardtable: ${safeText(e.message)}\n`);
    return 2;
  }
  const { controller, path, run, close, branchFrom } = match;
  const title = `${cfg.game.variants.find((v) => v.id === cfg.variant)?.name ?? cfg.game.name}: ${cfg.seats.map((s) => safeText(s.name)).join(', ')} (seed ${seed}).`;
  return drivePlain(controller, title, cfg, path, branchFrom, () => run().finally(close));
}

/** `cardtable resume` on a dumb terminal: the match goes on where the file stops. */
export async function resumePlain(cfg: ResumeConfig): Promise<number> {
  const started = await startResume(cfg);
  if (typeof started === 'number') return started;
  const { controller, run, close } = started;
  const title = `Resuming ${safeText(cfg.plan.path)}: ${shownNames(cfg.plan.seats.map((s) => s.name)).join(', ')}.`;
  return drivePlain(controller, title, { ...cfg, game: cfg.plan.game }, cfg.plan.path, savedBranchSource(cfg.plan.path), () =>
    run().finally(close),
  );
}

/** Prints the table's log and asks its questions line by line until the match ends or `q`. */
async function drivePlain(
  ctl: AnyController,
  title: string,
  table: BranchTable,
  path: string | null,
  branchFrom: BranchSource,
  run: () => Promise<MatchOutcome<unknown>>,
): Promise<number> {
  const input = new LineReader();
  say(`${title} Type q to quit.`);
  const outcome = await playTable(ctl, table, branchFrom, run, input);
  input.close();
  if (outcome instanceof Error) {
    process.stderr.write(`cardtable: the match stopped on an error: ${safeText(outcome.message)}\n`);
    return 1;
  }
  const result = outcome.result;
  if (outcome.status === 'over' && result) {
    const model = ctl.getModel();
    const seats = model?.seats ?? [];
    const note = model
      ? model.ui.endNote?.(
          model.view,
          seats.map((s) => s.name),
        )
      : null;
    if (note) say(note);
    say(
      `Standings: ${seats.map((s, i) => `${s.name} ${chips(result.totals[i] ?? 0)}`).join(', ')} ${model ? unitWord(model.ui, model.view) : table.game.unit}.`,
    );
  }
  say(outcome.status === 'over' ? (path ? `The match is saved in ${path}` : 'The match was not recorded (--no-record).') : savedNote(path));
  return 0;
}

/** The keys of a deal summary, as `?` lists them there. */
function summaryKeys(m: TableModel, branchable: boolean, saved: boolean): string[] {
  const last = m.pause?.kind === 'deal-summary' && m.pause.last;
  return [
    `  Enter  ${last ? 'ends this practice' : 'goes on'}`,
    ...(m.reviewable
      ? ['  r      reviews the deal: every hand, and at each of your decisions what bot:hard would have done and what yours cost']
      : []),
    ...(branchable
      ? [
          `  p K    plays the deal again from your decision #K (the # of the review), a practice ${saved ? 'saved as a match of its own' : 'not kept (--no-record)'}`,
        ]
      : []),
    `  q      ${last ? 'ends this practice' : 'quits'}`,
  ];
}

/**
 * Runs one table (a match, or a practice branch inside it) to its end or `q`, printing its log and
 * asking its questions on `input`; `p K` branches from `branchFrom`. Returns how the match loop ended.
 */
function playTable(
  ctl: AnyController,
  table: BranchTable,
  branchFrom: BranchSource,
  run: () => Promise<MatchOutcome<unknown>>,
  input: LineReader,
): Promise<MatchOutcome<unknown> | Error> {
  return new PlainTable(ctl, table, branchFrom, input).play(run);
}

/** One table printed line by line: what it has printed, and what its deal summaries remember. */
class PlainTable {
  // A resumed match starts with its earlier log: show the last few sentences of it.
  private printed: number;
  private quit = false;
  // The sentences of the last question's note: the log line of that move may open with one of them
  // (Kloepper's "Nobody knocked back."), which a printed transcript would say twice in a row.
  private noted: readonly string[] = [];
  // A finished review is kept for its deal (r again prints it at once), as on the full screen.
  private reviewed: { readonly deal: number; readonly review: DealReview } | null = null;

  constructor(
    private readonly ctl: AnyController,
    private readonly table: BranchTable,
    private readonly branchFrom: BranchSource,
    private readonly input: LineReader,
  ) {
    this.printed = Math.max(0, ctl.logLines().length - 12);
  }

  async play(run: () => Promise<MatchOutcome<unknown>>): Promise<MatchOutcome<unknown> | Error> {
    let busy = false;
    let again = false;
    const pump = async () => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      do {
        again = false;
        await this.step();
        if (this.quit) this.ctl.abort.abort(SUSPEND);
      } while (again && !this.quit);
      busy = false;
    };
    this.ctl.subscribe(() => void pump());
    const outcome = await run().catch((e: unknown) => e as Error);
    if (!(outcome instanceof Error)) this.printLog();
    return outcome;
  }

  private printLog(): void {
    const all = this.ctl.logLines();
    for (const l of all.slice(this.printed)) say(withoutNoted(l, this.noted));
    this.printed = all.length;
    this.noted = [];
  }

  /** Reads a line; true when it (or the end of the input) quits, which it then notes. */
  private async quits(): Promise<boolean> {
    const l = await this.input.next();
    if (l === null || l.trim().toLowerCase() === 'q') this.quit = true;
    return this.quit;
  }

  private async step(): Promise<void> {
    const m = this.ctl.getModel();
    if (!m) return;
    this.printLog();
    const p = m.pause;
    if (p?.kind === 'trick') return this.ctl.proceed();
    if (p?.kind === 'formal') {
      say('Nothing for you to decide here — press Enter (q quits).');
      await this.quits();
      return this.ctl.proceed();
    }
    // No "Pass to" screen: it comes only with two or more humans, which the command line refuses
    // here (printed hands cannot be taken back).
    if (p?.kind === 'deal-summary') {
      printSummary(m, p);
      await this.summary(m, p.summary.deal);
      return this.ctl.proceed();
    }
    const dec = m.decision;
    if (!dec || p) return;
    return this.decide(m, dec);
  }

  /** A question: its hand and choices, then lines until one answers it (or quits, or takes a move back). */
  private async decide(m: TableModel, dec: NonNullable<TableModel['decision']>): Promise<void> {
    const { handCards, hand } = handOf(m);
    say(phaseAndHand(m, hand));
    say(`${dec.prompt.question}  ${choicesLine(dec.prompt, hand, handCards)}`);
    if (dec.prompt.hint) say(`  ${dec.prompt.hint}`);
    this.noted = sentencesOf(dec.prompt.hint ?? '');
    if (m.undoable) say('  (u takes back your last move)');
    for (;;) {
      const l = await this.input.next();
      if (l === null || l.trim().toLowerCase() === 'q') {
        this.quit = true;
        return;
      }
      // `u` is reserved at every prompt (prompt.ts), as at the full-screen table: take back the
      // last move, or say in one line why not and ask again.
      if (l.trim().toLowerCase() === 'u') {
        if (this.undone()) return;
        continue;
      }
      // `g`, as at the full-screen table: the last bot's reason, in the words every player may read.
      if (l.trim().toLowerCase() === 'g') {
        // Just resumed or after an undo, the bot may still be being asked again.
        await this.ctl.whyAsked();
        const why = this.ctl.getModel()?.botWhy;
        say(why ? `  ${botWhyTitle(why, m.seats)}: ${why.text}.` : '  No bot has moved yet.');
        continue;
      }
      if (l.trim() === '?') {
        for (const k of decisionKeys(m, choicesLine(dec.prompt, hand, handCards))) say(k);
        continue;
      }
      const act = answer(dec.prompt, l, hand, handCards);
      if (act !== null) return this.ctl.submit(act);
      say(notAnswer(l, choicesLine(dec.prompt, hand, handCards)));
    }
  }

  /** `u`: takes back the last move; false when it could not (its reason said) and the same question stands. */
  private undone(): boolean {
    this.ctl.undo();
    const notice = this.ctl.getModel()?.notice;
    if (notice && this.ctl.getModel()?.decision) {
      say(notice);
      return false;
    }
    return true;
  }

  /** The deal summary's question: Enter goes on; in a practice match r, p K and ? too. Returns once it goes on. */
  private async summary(m: TableModel, deal: number): Promise<void> {
    const last = m.pause?.kind === 'deal-summary' && m.pause.last;
    const go = last ? 'Press Enter to end this practice' : 'Press Enter to go on';
    if (!m.reviewable) {
      say(`${go} (q quits).`);
      await this.quits();
      return;
    }
    const branchable = branchableAt(m);
    const again = () => (branchable && this.reviewed?.deal === deal ? ' · p K plays it again from decision #K' : '');
    for (;;) {
      say(`${go} · r review${again()} · ? keys (q ${last ? 'ends it' : 'quits'}).`);
      const l = await this.input.next();
      const t = l?.trim().toLowerCase() ?? 'q';
      if (t === 'q') {
        this.quit = true;
        return;
      }
      if (t === '') return;
      if (t === '?') {
        for (const k of summaryKeys(m, branchable, this.branchFrom.saveDir !== null)) say(k);
        continue;
      }
      if (t === 'r') {
        if (await this.review(m, deal)) continue;
        this.quit = true;
        return;
      }
      const p = /^p\s*(\d+)$/.exec(t);
      if (p && branchable) {
        await this.practice(deal, Number(p[1]));
        continue;
      }
      const accepted = `Enter, r${branchable ? ", p and a decision's # (e.g. p 1)" : ''}, ? or q`;
      say(`"${safeText(l!.trim())}" is not one of: ${accepted}`);
    }
  }

  /** `r`: prints the review of `deal`, working it out first if need be. Returns false when a line typed meanwhile quits. */
  private async review(m: TableModel, deal: number): Promise<boolean> {
    if (this.reviewed?.deal !== deal) {
      const worked = await this.workOutReview(deal);
      if (worked !== 'done') return worked === 'go on';
    }
    const text = dealReviewText(this.reviewed!.review, {
      names: m.seats.map((s) => s.name),
      style: m.look.style,
      ascii: m.look.ascii,
      unit: unitWord(m.ui, m.view),
      ...(branchableAt(m) ? { again: '`p #`' } : {}),
    });
    for (const line of text.split('\n')) say(safeText(line));
    return true;
  }

  /**
   * The review of `deal`, worked out while the table waits, a progress line at most every tenth of
   * the way (a dumb terminal cannot redraw one); a line typed meanwhile stops it ('quit' when that
   * line was `q` or the input ended, 'go on' when it was stopped or failed, its reason said).
   */
  private async workOutReview(deal: number): Promise<'done' | 'go on' | 'quit'> {
    say(`Reviewing deal ${deal}… (Enter stops it)`);
    const stop = new AbortController();
    let tenth = -1;
    const work = this.ctl
      .review(deal, stop.signal, (done, total) => {
        if (done >= total || Math.floor((done * 10) / total) === tenth) return;
        tenth = Math.floor((done * 10) / total);
        say(`  decision ${done + 1} of ${total}…`);
      })
      .catch((e: unknown): Result<DealReview> => ({ ok: false, reason: (e as Error)?.message ?? String(e) }));
    const first = await Promise.race([work.then((r) => ({ r })), this.input.next().then((l) => ({ l }))]);
    if ('l' in first) {
      stop.abort();
      await work;
      if (first.l === null || first.l.trim().toLowerCase() === 'q') return 'quit';
      say('Review stopped; r starts it again.');
      return 'go on';
    }
    if (!first.r.ok) {
      say(`No review: ${safeText(first.r.reason)}`);
      return 'go on';
    }
    this.reviewed = { deal, review: first.r.value };
    return 'done';
  }

  /** `p K`: deal `deal` again from the player's decision #K, played here; back to the summary after. */
  private async practice(deal: number, decision: number): Promise<void> {
    const started = await startBranch(this.table, this.branchFrom, deal, decision).catch((e: unknown): Result<never> => ({
      ok: false,
      reason: (e as Error)?.message ?? String(e),
    }));
    if (!started.ok) {
      const count = this.reviewed?.deal === deal ? this.reviewed.review.decisions.length : 0;
      const accepted = count === 0 ? '' : count === 1 ? '; p 1 is its only one' : `; give p and a # from 1 to ${count}`;
      say(`No practice: ${safeText(started.reason)}${accepted}`);
      return;
    }
    const { controller, run: runBranch, close, path: branchPath, saved } = started.value;
    say(`Practice: deal ${deal} again from your decision #${decision}, the same cards against the same bots. Type q to end it.`);
    const outcome = await whileSignalsClose(saved ? null : close, () =>
      playTable(controller, this.table, started.value.branchFrom, () => runBranch().finally(close), this.input),
    );
    if (outcome instanceof Error) say(`The practice stopped on an error: ${safeText(outcome.message)}`);
    say(`${saved ? `The practice is saved in ${safeText(branchPath)}.` : PRACTICE_NOT_SAVED} Back to deal ${deal} of the match.`);
  }
}

/**
 * Runs `body` with `close` called before a signal ends the process (when not null). This table leaves
 * signals to Node, which ends the process without an exit event: an unsaved practice's folder is
 * removed first, then the signal ends the process as it would have.
 */
async function whileSignalsClose<T>(close: (() => void) | null, body: () => Promise<T>): Promise<T> {
  const signals = close ? (['SIGINT', 'SIGTERM', 'SIGHUP'] as const) : [];
  const onSignal = (signal: NodeJS.Signals) => {
    for (const s of signals) process.off(s, onSignal);
    close!();
    process.kill(process.pid, signal);
  };
  for (const s of signals) process.on(s, onSignal);
  return body().finally(() => {
    for (const s of signals) process.off(s, onSignal);
  });
}

/** Whether `p K` plays a deal again at this table: where it can be reviewed. */
const branchableAt = (m: TableModel): boolean => Boolean(m.reviewable);

/** A deal summary as the full screen draws it, as the game declares it, with its reasons above it. */
export function printSummary(
  m: TableModel,
  p: Extract<NonNullable<TableModel['pause']>, { kind: 'deal-summary' }>,
  out: (s: string) => void = say,
): void {
  const names = m.seats.map((s) => s.name);
  const shown = summaryShown(m.ui, {
    view: m.view,
    deal: p.summary,
    names,
    lines: p.lines ?? [],
    look: m.look,
    ...(m.utility ? { utility: m.utility } : {}),
  });
  const table = summaryTable(shown, names);
  out(`Deal ${p.summary.deal} is over.`);
  for (const line of [...shown.why, table.header, ...table.rows, ...shown.below, ...(shown.legend ? [shown.legend] : []), ...shown.after]) {
    out(`  ${line}`);
  }
}

/** The keys of a question, as `?` lists them there. */
function decisionKeys(m: TableModel, choices: string): string[] {
  return [
    `  Type one of: ${choices}`,
    ...(m.undoable ? ['  u      takes back your last move'] : []),
    ...(m.botWhy ? ['  g      says why the last bot moved as it did (its rule of thumb or its search’s figure, never its cards)'] : []),
    '  q      quits (a recorded match goes on later with cardtable resume)',
    ...(m.reviewable
      ? [`  On the deal's summary: r reviews the deal${branchableAt(m) ? ', p K plays it again from your decision #K' : ''}.`]
      : []),
  ];
}
