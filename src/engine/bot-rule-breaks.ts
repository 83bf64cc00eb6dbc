// The decisions of a history's bot seats that break a rule the game writes for bots (Game.botRules),
// found while the history replays: a file may be legal move by move and still have a bot that, say,
// kept a Siebener Fips quiet. `check` lists them; the seat kinds come from the match line.
import type { HistoryLine, MatchLine, Seat } from '../core/history-lines.js';
import { botRuleAt } from '../games/bot-rules.js';
import type { Game } from '../contract/game.js';
import { QUIT, type Applied } from './replay.js';

export class BotRuleBreaks<S, A, V> {
  /** `file:line: …`, one per decision that broke a bot rule. */
  readonly list: string[] = [];
  private before: S | null = null;
  private readonly bots: ReadonlySet<Seat>;

  constructor(
    private readonly game: Game<S, A, V>,
    match: MatchLine,
    private readonly name: string,
  ) {
    this.bots = new Set(game.botRules?.length ? match.seats.flatMap((s, i) => (s.kind === 'bot' ? [i] : [])) : []);
  }

  /** ReplayOptions.onLine: the state after the line and what the rules applied for it. */
  readonly onLine = (state: S, line: HistoryLine, lineNo: number, applied: readonly Applied<unknown>[]): void => {
    let s = this.before;
    this.before = state;
    // An undo line sets the table back: nothing was decided.
    if (s === null || line.type === 'undo' || this.bots.size === 0) return;
    for (const a of applied) {
      if (a === QUIT) return;
      const action = a as A;
      const turn = this.game.turn(s);
      if (turn.kind === 'decide' && this.bots.has(turn.seat))
        this.judge(s, turn.seat, action, lineNo, 'seat' in line && line.seat === turn.seat);
      s = this.game.apply(s, action);
    }
  };

  /** `own`: the line is the seat's own; otherwise its choice is one the file does not write (a pass kept secret). */
  private judge(s: S, seat: Seat, chosen: A, lineNo: number, own: boolean): void {
    const legal = this.game.legalActions(s);
    if (legal.length < 2) return;
    const asked = botRuleAt(this.game, this.game.view(s, seat), legal);
    if (asked === null || this.game.actionKey(asked.action) === this.game.actionKey(chosen)) return;
    this.list.push(
      `${this.name}:${lineNo}: seat ${seat} is a bot and chose "${this.game.describeAction(s, chosen)}"${own ? '' : ' (unwritten, before this line)'}; ${asked.rule.rule}: ${asked.rule.says}`,
    );
  }
}
