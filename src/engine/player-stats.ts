// Statistics across saved matches (`cardtable stats`): per game and per player name, read from the
// hand histories alone. Pure: the caller hands in each file's lines (already checked against the
// rules) and gets plain data back; printing and the folder walk live in src/cli/stats.ts.
import type { HistoryLine, MatchLine, SettleLine } from '../core/history-lines.js';
import type { UtilityKind } from '../contract/game.js';
import { RunningStat } from './stats.js';

/** One call word's figures for a player: deals where he made it, and how many of those went well. */
export interface CallFigures {
  /** Deals in which the player made this call at least once. */
  readonly deals: number;
  /** Of those, deals whose result was better for him than the table's average (see dealWentWell). */
  readonly won: number;
}

export interface BestDeal {
  readonly result: number;
  readonly file: string;
  readonly deal: number;
}

export interface PlayerFigures {
  readonly name: string;
  /** A seat of his was human in at least one match. */
  readonly human: boolean;
  readonly matches: number;
  /** Settled deals he sat in. */
  readonly deals: number;
  /** Sum of his per-deal results (settle `delta`), in the game's unit. */
  readonly total: number;
  readonly mean: number;
  readonly ci95: readonly [number, number];
  readonly tricks: number;
  /** By the game's stat name (GameEntry.statCalls), in the order the game lists them. */
  readonly calls: Readonly<Record<string, CallFigures>>;
  /** His best single deal (highest result; fewest fines where the game counts fines); null before any deal. */
  readonly best: BestDeal | null;
}

export interface GameFigures {
  readonly game: string;
  /** What the results count: the game's unit, or its variants' own (Fipsen's Thedinghausen: cents). */
  readonly unit: string;
  /** The variants whose files are in, by id (a game whose variants count in different units has a figure set per unit). */
  readonly variants: readonly string[];
  readonly matches: number;
  readonly deals: number;
  readonly players: readonly PlayerFigures[];
}

/** What a game tells the tally: how its calls are named and which way its results point. */
export interface GameStatInfo {
  readonly id: string;
  /** The unit of every file added: a tally never adds points to cents. */
  readonly unit: string;
  readonly utility: UtilityKind;
  /** `call` word → stat name (GameEntry.statCalls); absent: every word counts under its own name. */
  readonly statCalls?: Readonly<Record<string, string>>;
  /** A settled deal the rules do not count as played (GameEntry.unplayedDeal). */
  readonly unplayedDeal?: (settle: SettleLine) => boolean;
}

/** For a game that counts fines, fewer is better: results are compared the other way round. */
const better = (utility: UtilityKind, a: number, b: number): boolean => (utility === 'fines' ? a < b : a > b);

/**
 * A deal "went well" for a seat when its result beats the table's average for that deal. Not
 * "above zero": Kloepper's points never go down and Tøppen's fines never go up for anybody who
 * is not fined, so only the comparison with the others says who came out ahead, in every game.
 */
export function dealWentWell(utility: UtilityKind, delta: readonly number[], seat: number): boolean {
  const avg = delta.reduce((s, x) => s + x, 0) / delta.length;
  return better(utility, delta[seat]!, avg);
}

interface PlayerTally {
  human: boolean;
  matches: number;
  result: RunningStat;
  total: number;
  tricks: number;
  calls: Map<string, { deals: number; won: number }>;
  best: BestDeal | null;
}

/** Accumulates files of one game into its figures. */
export class GameTally {
  private readonly players = new Map<string, PlayerTally>();
  private matches = 0;
  private deals = 0;
  private readonly variants = new Set<string>();

  constructor(private readonly info: GameStatInfo) {}

  private statName(word: string): string | null {
    if (!this.info.statCalls) return word;
    return this.info.statCalls[word] ?? null;
  }

  private tallyOf(name: string): PlayerTally {
    let t = this.players.get(name);
    if (!t) {
      t = { human: false, matches: 0, result: new RunningStat(), total: 0, tricks: 0, calls: new Map(), best: null };
      for (const stat of Object.values(this.info.statCalls ?? {})) t.calls.set(stat, { deals: 0, won: 0 });
      this.players.set(name, t);
    }
    return t;
  }

  /**
   * Adds one match: its `match` line and every line after it, in file order. A practice branch
   * (`branchOf`) starts with copies of its source's deals before the one it plays again: those are
   * counted in the source, not again here. The lines are read as they come: a file may be larger
   * than memory.
   */
  addMatch(file: string, match: MatchLine, lines: Iterable<HistoryLine>): void {
    this.matches++;
    this.variants.add(match.variant);
    const firstOwn = match.branchOf?.deal ?? 1;
    const seats = match.seats.map((s) => this.tallyOf(s.name));
    // A name seated twice in one match (two "Bot" seats) counts the match once.
    for (const t of new Set(seats)) t.matches++;
    match.seats.forEach((s, i) => {
      if (s.kind === 'human') seats[i]!.human = true;
    });
    /** Stat names called per seat in the deal under way: judged when it settles. */
    let called: Set<string>[] = match.seats.map(() => new Set());
    for (const line of lines) {
      if ('deal' in line && typeof line.deal === 'number' && line.deal < firstOwn) continue;
      if (line.type === 'deal') called = match.seats.map(() => new Set());
      else if (line.type === 'trick') seats[line.winner]!.tricks++;
      else if (line.type === 'call') {
        const stat = this.statName(line.call);
        if (stat !== null) called[line.seat]!.add(stat);
      } else if (line.type === 'settle' && this.info.unplayedDeal?.(line)) {
        called = match.seats.map(() => new Set());
      } else if (line.type === 'settle') {
        this.deals++;
        line.delta.forEach((d, seat) => {
          const t = seats[seat]!;
          t.result.add(d);
          t.total += d;
          if (t.best === null || better(this.info.utility, d, t.best.result)) t.best = { result: d, file, deal: line.deal };
          const well = dealWentWell(this.info.utility, line.delta, seat);
          for (const stat of called[seat]!) {
            const c = t.calls.get(stat) ?? { deals: 0, won: 0 };
            c.deals++;
            if (well) c.won++;
            t.calls.set(stat, c);
          }
        });
        called = match.seats.map(() => new Set());
      }
    }
  }

  figures(): GameFigures {
    const players = [...this.players].map(([name, t]): PlayerFigures => {
      const [lo, hi] = t.result.ci95();
      return {
        name,
        human: t.human,
        matches: t.matches,
        deals: t.result.n,
        total: t.total,
        mean: t.result.n > 0 ? t.total / t.result.n : 0,
        ci95: [lo, hi],
        tricks: t.tricks,
        calls: Object.fromEntries(t.calls),
        best: t.best,
      };
    });
    // Most deals first, then by name: the regulars on top, the same order every run.
    players.sort((a, b) => b.deals - a.deals || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return {
      game: this.info.id,
      unit: this.info.unit,
      variants: [...this.variants].sort(),
      matches: this.matches,
      deals: this.deals,
      players,
    };
  }
}
