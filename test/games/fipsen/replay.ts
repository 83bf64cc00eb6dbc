// Replays a Fipsen history through decodeLine/apply and compares every consequence line. Beside
// what the shared replay (engine/replay.ts) reads, this driver accepts the two ways another writer
// may split exchange lines: a
// pick-up and the discard that follows in one line ("skat+rest" naming both piles), or one discard
// written as several lines.
import type { Card } from '../../../src/core/cards.js';
import type { ExchangeLine, GameLine, HistoryLine } from '../../../src/core/history-lines.js';
import { configFromMatchLine } from '../../../src/engine/replay.js';
import { fipsen } from '../../../src/games/fipsen/index.js';
import type { FipsenState } from '../../../src/games/fipsen/types.js';

export interface DriverReport {
  readonly state: FipsenState;
  readonly mismatches: string[];
  /** Lines the rules produced, as the file would show them after normalising exchange lines. */
  readonly ours: GameLine[];
}

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean =>
  a.length === b.length && a.slice().sort().join() === b.slice().sort().join();

export function replayFipsen(lines: readonly HistoryLine[]): DriverReport {
  const match = lines[0]!;
  if (match.type !== 'match') throw new Error('no match line');
  // The match line read as the program reads it (options it leaves out are read past).
  const config = configFromMatchLine(fipsen, match, 'history');
  if (!config.ok) throw new Error(config.reason);
  let s = fipsen.setup(config.value);
  const mismatches: string[] = [];
  const ours: GameLine[] = [];
  /** Lines the rules produced that the file has not shown yet. */
  let pending: GameLine[] = [];
  /** Cards the file laid away that the rules have not yet been asked to discard. */
  let toDiscard: Card[] = [];
  /** Our discard lines the file already showed (merged into a pick-up line). */
  let covered = 0;

  const run = (action: Parameters<typeof fipsen.apply>[1]): void => {
    const log: GameLine[] = [];
    s = fipsen.apply(s, action, log);
    ours.push(...log);
    for (const l of log) {
      if (l.type === 'exchange' && l.got.length === 0 && covered > 0) covered--;
      else pending.push(l);
    }
  };
  const flushDiscard = (): void => {
    if (toDiscard.length === 0 || s.phase !== 'discard' || toDiscard.length < s.discardCount) return;
    const seat = s.contract!.declarer;
    const line: ExchangeLine = { type: 'exchange', deal: s.dealNo, seat, from: 'skat', gave: toDiscard, got: [] };
    const d = fipsen.decodeLine(s, line);
    if (!d.ok) throw new Error(d.reason);
    toDiscard = [];
    covered++;
    for (const a of d.value) run(a);
  };
  /** A single legal call the file need not write (a required Hand): applied when the line is another. */
  const forced = (line: GameLine): void => {
    for (;;) {
      const t = fipsen.turn(s);
      if (t.kind !== 'decide') return;
      const legal = fipsen.legalActions(s);
      if (legal.length !== 1) return;
      const enc = fipsen.encodeAction(s, legal[0]!);
      if (enc === null || enc.type !== 'call') return;
      if (line.type === 'call' && line.seat === t.seat && line.call === enc.call) return;
      run(legal[0]!);
    }
  };

  lines.slice(1).forEach((line, i) => {
    const at = `line ${i + 2}`;
    if (line.type === 'match') throw new Error('second match line');
    if (line.type === 'deal' || line.type === 'call' || line.type === 'play') {
      flushDiscard();
      if (pending.length > 0) mismatches.push(`${at}: the rules gave lines the file lacks: ${JSON.stringify(pending)}`);
      pending = [];
      forced(line);
      const d = fipsen.decodeLine(s, line);
      if (!d.ok) throw new Error(`${at}: ${d.reason}`);
      for (const a of d.value) {
        const enc = fipsen.turn(s).kind === 'decide' ? fipsen.encodeAction(s, a) : null;
        if (enc !== null && JSON.stringify(enc) !== JSON.stringify(line)) mismatches.push(`${at}: encoded ${JSON.stringify(enc)}`);
        run(a);
      }
      if (line.type === 'deal') {
        const ourDeal = pending.shift();
        if (JSON.stringify(ourDeal) !== JSON.stringify(line)) mismatches.push(`${at}: deal ${JSON.stringify(ourDeal)}`);
      }
      flushDiscard();
      return;
    }
    if (line.type === 'exchange') {
      // Our pick-up lines of this seat that the file line stands for.
      const mine: ExchangeLine[] = [];
      while (pending[0]?.type === 'exchange' && pending[0].seat === line.seat && mine.flatMap((l) => l.got).length < line.got.length)
        mine.push(pending.shift() as ExchangeLine);
      const got = mine.flatMap((l) => l.got);
      const gave = mine.flatMap((l) => l.gave);
      if (
        mine.length > 0 &&
        (!sameCards(line.got, got) || (line.from !== mine.map((l) => l.from).join('+') && line.from !== mine[0]!.from))
      ) {
        mismatches.push(`${at}: exchange ${JSON.stringify(line)} vs ${JSON.stringify(mine)}`);
        return;
      }
      if (mine.length === 0 && line.got.length > 0) {
        mismatches.push(`${at}: the rules give no pick-up here: ${JSON.stringify(line)}`);
        return;
      }
      if (!gave.every((c) => line.gave.includes(c))) mismatches.push(`${at}: ${JSON.stringify(line)} does not lay away ${gave.join(' ')}`);
      toDiscard.push(...line.gave.filter((c) => !gave.includes(c)));
      flushDiscard();
      return;
    }
    flushDiscard();
    const ourLine = pending.shift();
    if (!ourLine) {
      mismatches.push(`${at}: the rules give no ${line.type} line here`);
      return;
    }
    const { note: _a, ...a } = line as unknown as Record<string, unknown>;
    const { note: _b, ...b } = ourLine as unknown as Record<string, unknown>;
    if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push(`${at}: file ${JSON.stringify(line)} vs rules ${JSON.stringify(ourLine)}`);
  });
  if (pending.length > 0) mismatches.push(`end: the rules gave lines the file lacks: ${JSON.stringify(pending)}`);
  return { state: s, mismatches, ours };
}
