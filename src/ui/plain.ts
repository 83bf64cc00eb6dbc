// The line-by-line table for terminals without cursor addressing (TERM=dumb): the same controller
// and prompts as the full screen, printed as sentences, one question at a time, answered by a line
// (a call's letter or number, a card's position in the hand, a price; Enter alone takes the
// preselected, safe choice). Nothing is redrawn, so nothing needs cursor movement — and nothing
// can be hidden again, so it seats one human only (src/cli/interactive.ts refuses hot-seat).
import { createInterface } from 'node:readline';
import type { Erased } from '../games/game.js';
import { HistoryWriteError } from '../engine/history/writer.js';
import { SUSPEND, type MatchOutcome } from '../engine/match.js';
import { safeText } from '../core/safe-text.js';
import { face, sortByOrder, sortHand } from './cards.js';
import { signedAmount as chips } from './standing.js';
import { TableController } from './controller.js';
import { rungText } from './ladder.js';
import { initialSelection, promptKey, type ChoiceOption, type Prompt } from './prompt.js';
import { summaryShown, summaryTable } from './summary.js';
import { freshSeed, newMatch, recordingFor, savedNote, startResume, type PlayConfig, type ResumeConfig } from './run.js';

/** Lines typed at the keyboard, one promise each. */
class LineReader {
  private queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private closed = false;
  private readonly rl = createInterface({ input: process.stdin, terminal: false });

  constructor() {
    this.rl.on('line', (l) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        w(l);
      } else this.queue.push(l);
    });
    this.rl.on('close', () => {
      this.closed = true;
      this.waiting?.(null);
    });
  }

  next(): Promise<string | null> {
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift()!);
    if (this.closed) return Promise.resolve(null);
    return new Promise((r) => (this.waiting = r));
  }

  close(): void {
    this.rl.close();
  }
}

/** The choices of a prompt as one line: "[n] No (Enter)  [l] Lift"; a card prompt's calls after the cards. */
export function choicesLine(prompt: Prompt<unknown>, hand: readonly string[]): string {
  const calls = (options: readonly ChoiceOption<unknown>[], initial: number | null) =>
    options.map((o, i) => `[${o.key}] ${o.label}${i === initial ? ' (Enter)' : ''}`).join('  ');
  switch (prompt.kind) {
    case 'choice':
      return calls(prompt.options, prompt.initial ?? 0);
    case 'amount':
      return `a number from ${prompt.min} to ${prompt.max} (Enter: ${prompt.initial})`;
    case 'ladder': {
      const initial = prompt.initial ?? 0;
      return `${prompt.rungs.map((r, i) => `${rungText(r, i)}${i === initial ? ' (Enter)' : ''}`).join('  ')} (the number or the word)`;
    }
    case 'cards': {
      if (prompt.pick) {
        const n = prompt.pick.count;
        return `${hand.map((c, i) => `${i + 1}=${c}`).join('  ')} (mark ${n}: their numbers, e.g. ${Array.from({ length: n }, (_, i) => i + 1).join(' ')})`;
      }
      const cards = `${hand.map((c, i) => `${i + 1}=${c}`).join('  ')} (the card's number)`;
      return prompt.calls?.length ? `${cards}  ${calls(prompt.calls, null)}` : cards;
    }
  }
}

/**
 * The call a typed word names: the letter the full-screen table uses for it (the game's words.ts,
 * through the prompt), or its label written out ("knock").
 */
function namedCall<A>(options: readonly ChoiceOption<A>[] | undefined, typed: string): A | null {
  const hit = options?.find((o) => o.key.toLowerCase() === typed || o.label.toLowerCase() === typed);
  return hit ? hit.action : null;
}

/** The action for a typed line, or null (and the question is asked again). */
export function answer<A>(prompt: Prompt<A>, line: string, hand: readonly string[], handCards: readonly unknown[]): A | null {
  const t = line.trim().toLowerCase();
  const sel = initialSelection(prompt, handCards as never);
  if (t === '') {
    if (prompt.kind === 'cards') return null;
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
    const hit = prompt.rungs.find((r) => r.key === t || r.label.toLowerCase() === t);
    return hit ? hit.action : null;
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

type AnyController = TableController<Erased, Erased, Erased>;

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
  const { controller, path, run, close } = match;
  const title = `${cfg.game.variants.find((v) => v.id === cfg.variant)?.name ?? cfg.game.name}: ${cfg.seats.map((s) => safeText(s.name)).join(', ')} (seed ${seed}).`;
  return drivePlain(controller, title, cfg.game.unit, path, () => run().finally(close));
}

/** `cardtable resume` on a dumb terminal: the match goes on where the file stops. */
export async function resumePlain(cfg: ResumeConfig): Promise<number> {
  const started = await startResume(cfg);
  if (typeof started === 'number') return started;
  const { controller, run, close } = started;
  const title = `Resuming ${safeText(cfg.plan.path)}: ${cfg.plan.seats.map((s) => safeText(s.name)).join(', ')}.`;
  return drivePlain(controller, title, cfg.plan.game.unit, cfg.plan.path, () => run().finally(close));
}

/** Prints the table's log and asks its questions line by line until the match ends or `q`. */
async function drivePlain(
  ctl: AnyController,
  title: string,
  unit: string,
  path: string | null,
  run: () => Promise<MatchOutcome<unknown>>,
): Promise<number> {
  const say = (s: string) => process.stdout.write(`${s}\n`);
  const input = new LineReader();
  // A resumed match starts with its earlier log: show the last few sentences of it.
  let printed = Math.max(0, ctl.logLines().length - 12);
  let quit = false;
  const printLog = () => {
    const all = ctl.logLines();
    for (const l of all.slice(printed)) say(l);
    printed = all.length;
  };
  const step = async (): Promise<void> => {
    const m = ctl.getModel();
    if (!m) return;
    printLog();
    const p = m.pause;
    if (p?.kind === 'trick') return ctl.proceed();
    if (p?.kind === 'formal') {
      say('Nothing for you to decide here — press Enter (q quits).');
      const l = await input.next();
      if (l === null || l.trim().toLowerCase() === 'q') quit = true;
      return ctl.proceed();
    }
    // No "Pass to" screen: it comes only with two or more humans, which the command line refuses
    // here (printed hands cannot be taken back).
    if (p?.kind === 'deal-summary') {
      // The table the full screen draws, as the game declares it, with its reasons above it.
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
      say(`Deal ${p.summary.deal} is over.`);
      for (const line of [
        ...shown.why,
        table.header,
        ...table.rows,
        ...shown.below,
        ...(shown.legend ? [shown.legend] : []),
        ...shown.after,
      ]) {
        say(`  ${line}`);
      }
      say('Press Enter to go on (q quits).');
      const l = await input.next();
      if (l === null || l.trim().toLowerCase() === 'q') quit = true;
      return ctl.proceed();
    }
    const dec = m.decision;
    if (!dec || p) return;
    const handCards = m.order
      ? sortByOrder(m.view.hand ?? [], m.order)
      : sortHand(m.view.hand ?? [], m.view.trumpSuit, m.ui.rankOrder ?? []);
    const hand = handCards.map((c) => face(c, m.look));
    say(`${m.ui.phaseLine(m.view)} · your hand: ${hand.join(' ') || '(face down)'}`);
    say(`${dec.prompt.question}  ${choicesLine(dec.prompt, hand)}`);
    if (dec.prompt.hint) say(`  ${dec.prompt.hint}`);
    if (m.undoable) say('  (u takes back your last move)');
    for (;;) {
      const l = await input.next();
      if (l === null || l.trim().toLowerCase() === 'q') {
        quit = true;
        return;
      }
      // `u` is reserved at every prompt (prompt.ts), as at the full-screen table: take back the
      // last move, or say in one line why not and ask again.
      if (l.trim().toLowerCase() === 'u') {
        ctl.undo();
        const notice = ctl.getModel()?.notice;
        if (notice && ctl.getModel()?.decision) {
          say(notice);
          continue;
        }
        return;
      }
      const act = answer(dec.prompt, l, hand, handCards);
      if (act !== null) return ctl.submit(act);
      say(`"${l.trim()}" is not one of: ${choicesLine(dec.prompt, hand)}`);
    }
  };
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
      await step();
      if (quit) ctl.abort.abort(SUSPEND);
    } while (again && !quit);
    busy = false;
  };
  ctl.subscribe(() => void pump());
  say(`${title} Type q to quit.`);
  const outcome = await run().catch((e: unknown) => e as Error);
  input.close();
  if (outcome instanceof Error) {
    process.stderr.write(`cardtable: the match stopped on an error: ${safeText(outcome.message)}\n`);
    return 1;
  }
  printLog();
  const result = outcome.result;
  if (outcome.status === 'over' && result) {
    const seats = ctl.getModel()?.seats ?? [];
    say(`Standings: ${seats.map((s, i) => `${s.name} ${chips(result.totals[i] ?? 0)}`).join(', ')} ${unit}.`);
  }
  say(outcome.status === 'over' ? (path ? `The match is saved in ${path}` : 'The match was not recorded (--no-record).') : savedNote(path));
  return 0;
}
