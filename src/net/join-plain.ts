// `cardtable join` on a terminal without cursor addressing (TERM=dumb): the joined table printed
// line by line, as the line-by-line table prints a match played here. The host sends whole screens
// with a window of the last log lines, so each screen's window is laid over the one before and only
// the lines past it are printed: a screen sent again (a reconnection, a status change) prints nothing.
import { safeText } from '../core/safe-text.js';
import type { DeckStyle } from '../core/deck-style.js';
import { signedAmount as chips, unitWord } from '../ui/standing.js';
import type { TableModel } from '../ui/model.js';
import { answer, choicesLine, handOf, LineReader, notAnswer, phaseAndHand, printSummary } from '../ui/plain.js';
import { Link, NO_BOT_WHY, RemoteTable, type JoinedGame, type LinkEvent, type Welcome } from './client.js';
import type { JoinAddress, TableMessage } from './protocol.js';

/** Lines typed at the keyboard (null: the input ended). */
export interface TypedLines {
  next(): Promise<string | null>;
  close(): void;
}

export interface PlainJoinOptions {
  readonly deck?: DeckStyle | undefined;
  readonly ascii: boolean;
  readonly gameOf: (id: string) => Promise<JoinedGame | string>;
  /** Standard input and output unless given (a test types and reads here). */
  readonly input?: TypedLines;
  readonly say?: (line: string) => void;
  readonly warn?: (line: string) => void;
}

/** The log lines of `next` past those of `prev`, windows of one log that may have slid on since. */
export function newLogLines(prev: readonly string[], next: readonly string[]): readonly string[] {
  for (let shift = 0; shift < prev.length; shift++) {
    const kept = prev.length - shift;
    if (kept > next.length) continue;
    let same = true;
    for (let i = 0; i < kept && same; i++) same = prev[shift + i] === next[i];
    if (same) return next.slice(kept);
  }
  return next;
}

/** The log window last printed, and how many of the seat's lines were printed or passed over by then. */
export interface PrintedLog {
  readonly window: readonly string[];
  /** As the host counts them (`logStart`); null: not counted on this connection yet. */
  readonly end: number | null;
}

/**
 * The lines of a screen's log window not printed yet: counted off `logStart` where the host sends
 * it (the same words come again in a long match: "Ben passes."), else matched by their words. The
 * first screen prints the last dozen (a table joined mid-match).
 */
export function unprintedLines(
  printed: PrintedLog | null,
  window: readonly string[],
  logStart: number | undefined,
): { fresh: readonly string[]; printed: PrintedLog } {
  const end = printed?.end ?? null;
  const fresh =
    printed === null
      ? window.slice(-12)
      : end !== null && logStart !== undefined
        ? window.slice(Math.max(0, end - logStart))
        : newLogLines(printed.window, window);
  const counted = logStart === undefined ? null : Math.max(end ?? 0, logStart + window.length);
  return { fresh, printed: { window, end: counted } };
}

/** A question asked on this terminal: what a typed line is read against. */
export interface Asked {
  readonly prompt: NonNullable<TableModel['decision']>['prompt'];
  readonly hand: readonly string[];
  readonly handCards: readonly unknown[];
  readonly legal: readonly unknown[];
}

/** One joined terminal printing its table line by line, asking its seat's questions as typed lines. */
export class PlainJoined {
  readonly link: Link;
  private table: RemoteTable | null = null;
  private welcome: Welcome | null = null;
  private lobby = '';
  private status = '';
  private ended = false;
  private quit = false;
  /** The log printed so far; null until the first screen (a table joined mid-match shows its last lines). */
  private printed: PrintedLog | null = null;
  /** The screen a question was answered or a pause passed on: the same one sent again asks nothing. */
  private handled: string | null = null;
  private legal: readonly unknown[] = [];
  /** The question waiting for a line (a test reads it to type its answer). */
  asking: Asked | null = null;
  /** Where the next line typed goes: a question or a pause; with none, a line is only ever q. */
  private waiter: ((line: string | null) => void) | null = null;
  private busy = false;
  private again = false;
  private readonly pending: LinkEvent[] = [];
  private readonly input: TypedLines;
  private readonly say: (line: string) => void;
  private readonly warn: (line: string) => void;

  constructor(
    address: JoinAddress,
    private readonly opts: PlainJoinOptions,
    private readonly resolve: (code: number) => void,
  ) {
    this.input = opts.input ?? new LineReader();
    this.say = opts.say ?? ((l) => process.stdout.write(`${l}\n`));
    this.warn = opts.warn ?? ((l) => process.stderr.write(`${l}\n`));
    this.link = new Link(address, (e) => this.heard(e));
  }

  private end(code: number, line?: string, note?: string): void {
    if (this.ended) return;
    this.ended = true;
    this.link.close();
    this.input.close();
    this.waiter?.(null);
    if (line) this.warn(`cardtable: ${safeText(line)}`);
    if (note) this.say(note);
    this.resolve(code);
  }

  private heard(e: LinkEvent): void {
    if (this.ended) return;
    if (e.kind === 'denied') this.end(2, e.reason);
    else if (e.kind === 'failed') this.end(this.welcome ? 1 : 2, e.reason);
    else if (e.kind === 'ended') {
      const over = this.table?.getModel()?.pause?.kind === 'match-end';
      this.end(
        0,
        undefined,
        over ? 'The host closed the table.' : 'The host closed the table before the match was over (its history is kept on the host).',
      );
    } else if (e.kind === 'welcome') this.welcomed(e.welcome);
    else if (e.kind === 'lost') this.say(`The line to the host dropped; joining again (attempt ${e.attempt})…`);
    else if (this.table) {
      if (e.kind === 'table') this.shown(e.message);
      // A refused answer: the same question is asked again.
      else if (e.kind === 'refused') {
        this.say(`The host refused that: ${safeText(e.reason)}`);
        this.handled = null;
        this.pump();
      }
    } else if (e.kind === 'lobby') {
      const text = e.missing.length > 0 ? `Waiting for ${e.missing.join(', ')} to join…` : 'Everybody is here.';
      if (text !== this.lobby) this.say(safeText(text));
      this.lobby = text;
    } else if (this.welcome) this.pending.push(e);
  }

  private welcomed(w: Welcome): void {
    if (this.welcome) {
      this.say('Joined again.');
      // A host started again may count its resumed log otherwise: the words line the windows up once.
      if (this.printed) this.printed = { ...this.printed, end: null };
      // The host asks again what is still open: an answer typed while the line was down never arrived.
      this.handled = null;
      return;
    }
    this.welcome = w;
    const who =
      w.seat === null
        ? 'Watching the table (q quits).'
        : `Joined as ${safeText(w.seats[w.seat]?.name ?? `seat ${w.seat + 1}`)}. Type q to quit.`;
    this.say(who);
    void this.seated(w);
  }

  private async seated(w: Welcome): Promise<void> {
    const joined = await this.opts.gameOf(w.game);
    if (typeof joined === 'string') return this.end(2, joined);
    this.table = new RemoteTable({
      ...joined,
      variant: w.variant,
      seats: w.seats,
      deck: this.opts.deck,
      ascii: this.opts.ascii,
      send: (m) => this.link.send(m),
    });
    for (const p of this.pending.splice(0)) this.heard(p);
    void this.readLines();
  }

  /** Whether a question or a pause waits for a line now. */
  get awaiting(): boolean {
    return this.waiter !== null;
  }

  /**
   * Every line typed is read at once, so `q` quits while others play; a line typed before a question
   * is not kept for it (it would answer a question its player has not seen yet).
   */
  private async readLines(): Promise<void> {
    for (;;) {
      const l = await this.input.next();
      if (this.ended) return;
      const w = this.waiter;
      this.waiter = null;
      if (w) w(l);
      else if (l === null || l.trim().toLowerCase() === 'q') return this.end(0);
      else if (this.welcome?.seat !== null) this.say('Nothing to answer yet (q quits).');
    }
  }

  private line(): Promise<string | null> {
    return new Promise((r) => (this.waiter = r));
  }

  private shown(message: TableMessage): void {
    this.table!.show(message);
    this.legal = message.model.decision?.legal ?? [];
    const { log, logStart } = message.model;
    const { fresh, printed } = unprintedLines(this.printed, log, logStart);
    this.printed = printed;
    for (const l of fresh) this.say(safeText(l));
    this.pump();
  }

  /** Works through the latest screen; a screen that comes while a line is awaited is looked at after it. */
  private pump(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    void (async () => {
      do {
        this.again = false;
        await this.step();
      } while (this.again && !this.ended);
      this.busy = false;
    })();
  }

  private async step(): Promise<void> {
    const m = this.table?.getModel();
    if (!m || this.ended) return;
    const key = JSON.stringify([m.view, m.pause, m.decision?.seat ?? null]);
    const p = m.pause;
    if (p?.kind === 'match-end') return this.standings(m, key);
    const spectator = this.welcome?.seat === null;
    if (p && key !== this.handled) {
      this.handled = key;
      if (p.kind === 'deal-summary') printSummary(m, p, this.say);
      if (spectator) return;
      if (p.kind === 'formal') {
        this.say('Nothing for you to decide here — press Enter (q quits).');
        if (await this.quits()) return;
      } else if (p.kind === 'deal-summary') {
        this.say('Press Enter to go on (q quits).');
        if (await this.quits()) return;
      }
      return this.table!.proceed();
    }
    if (!p && m.decision && !spectator && key !== this.handled) return this.decide(m, key);
    const status = this.table!.statusText();
    // The seat's own turn before its question arrives: the question itself is the next line.
    const ownTurn = spectator ? false : m.view.toAct === this.welcome?.seat;
    if (!m.decision && !ownTurn && status !== this.status && status !== '') this.say(safeText(status));
    this.status = status;
  }

  /** Reads a line; true when it (or the end of the input) quits, which then ends this terminal. */
  private async quits(): Promise<boolean> {
    const l = await this.line();
    if (l === null || l.trim().toLowerCase() === 'q') this.end(0);
    return this.ended;
  }

  private async decide(m: TableModel, key: string): Promise<void> {
    const dec = m.decision!;
    const { handCards, hand } = handOf(m);
    this.say(phaseAndHand(m, hand));
    const choices = choicesLine(dec.prompt, hand, handCards);
    this.say(`${dec.prompt.question}  ${choices}`);
    if (dec.prompt.hint) this.say(`  ${dec.prompt.hint}`);
    this.asking = { prompt: dec.prompt, hand, handCards, legal: this.legal };
    for (;;) {
      const l = await this.line();
      if (this.ended) return;
      if (l === null || l.trim().toLowerCase() === 'q') return this.end(0);
      // `g` and `u` are reserved at every prompt, as on the full screen: here they say why they do nothing.
      if (l.trim().toLowerCase() === 'g') {
        this.say(`  ${NO_BOT_WHY}`);
        continue;
      }
      if (l.trim().toLowerCase() === 'u') {
        this.say('  Take-backs are off at a hosted table.');
        continue;
      }
      if (l.trim() === '?') {
        this.say(`  Type one of: ${choices}`);
        this.say('  q      leaves the table (the host waits for you to join again)');
        continue;
      }
      const act = answer(dec.prompt, l, hand, handCards);
      if (act === null) {
        this.say(notAnswer(l, choices));
        continue;
      }
      this.asking = null;
      this.handled = key;
      return this.table!.submit(act);
    }
  }

  private standings(m: TableModel, key: string): void {
    if (key === this.handled) return;
    this.handled = key;
    const result = m.view.result;
    if (!result) return;
    const note = m.ui.endNote?.(
      m.view,
      m.seats.map((s) => s.name),
    );
    if (note) this.say(note);
    this.say(`Standings: ${m.seats.map((s, i) => `${s.name} ${chips(result.totals[i] ?? 0)}`).join(', ')} ${unitWord(m.ui, m.view)}.`);
  }
}

/** Joins the table at `address` line by line; returns the exit code. */
export function joinPlain(address: JoinAddress, opts: PlainJoinOptions): Promise<number> {
  return new Promise<number>((resolve) => new PlainJoined(address, opts, resolve).link.open());
}
