// `cardtable join`: the table screen of one seat (or a spectator's) of a table hosted elsewhere.
// Until the host has a table to show, the terminal says in plain lines who is still missing.
import { safeText } from '../core/safe-text.js';
import type { DeckStyle } from '../core/deck-style.js';
import { App } from '../ui/App.js';
import { openTerminal, signalExitCode, type TerminalSession } from '../ui/terminal.js';
import { Link, RemoteTable, type JoinedGame, type LinkEvent, type Welcome } from './client.js';
import type { JoinAddress } from './protocol.js';

export interface JoinOptions {
  readonly deck?: DeckStyle | undefined;
  readonly ascii: boolean;
  /** The game a welcome names, from the registry (the command line's), or why it cannot be played here. */
  readonly gameOf: (id: string) => Promise<JoinedGame | string>;
}

function say(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** One joined terminal: plain lines until the host has a table to show, then the table screen. */
class Joined {
  private table: RemoteTable | null = null;
  private term: TerminalSession | null = null;
  private welcome: Welcome | null = null;
  private lobby = '';
  private ended = false;
  /** Messages that came while the game was being loaded. */
  private readonly pending: LinkEvent[] = [];
  readonly link: Link;

  constructor(
    address: JoinAddress,
    private readonly opts: JoinOptions,
    private readonly resolve: (code: number) => void,
  ) {
    this.link = new Link(address, (e) => this.heard(e));
  }

  /** `line`: why, on standard error; `note`: what became of the table, on standard output. */
  private end(code: number, line?: string, note?: string): void {
    if (this.ended) return;
    this.ended = true;
    this.link.close();
    this.term?.close();
    if (line) process.stderr.write(`cardtable: ${safeText(line)}\n`);
    if (note) say(note);
    this.resolve(code);
  }

  /** The game the host plays is loaded; the screen opens with the first table. */
  private async seated(w: Welcome): Promise<void> {
    const joined = await this.opts.gameOf(w.game);
    if (typeof joined === 'string') {
      this.end(2, joined);
      return;
    }
    const { deck, ascii } = this.opts;
    const t = new RemoteTable({ ...joined, variant: w.variant, seats: w.seats, deck, ascii, send: (m) => this.link.send(m) });
    this.table = t;
    const unsub = t.subscribe(() => {
      unsub();
      this.term = openTerminal((signal) => this.end(signalExitCode(signal)), { ascii });
      this.term.show(<App source={t} onExit={(exit) => this.end(exit === 'interrupt' ? 130 : 0)} recording={false} canPlayAgain={false} />);
    });
    for (const p of this.pending.splice(0)) this.heard(p);
  }

  private heard(e: LinkEvent): void {
    if (e.kind === 'denied') this.end(2, e.reason);
    else if (e.kind === 'failed') this.end(this.welcome ? 1 : 2, e.reason);
    else if (e.kind === 'ended') {
      const over = this.table?.getModel()?.pause?.kind === 'match-end';
      const note = over
        ? 'The host closed the table.'
        : 'The host closed the table before the match was over (its history is kept on the host).';
      this.end(0, undefined, note);
    } else if (e.kind === 'welcome') this.welcomed(e.welcome);
    else if (this.table) {
      if (e.kind === 'table') this.table.show(e.message);
      else if (e.kind === 'lost') this.table.setLost(`The line to the host dropped; joining again (attempt ${e.attempt})…`);
    } else if (e.kind === 'lobby') {
      const text = e.missing.length > 0 ? `Waiting for ${e.missing.join(', ')} to join…` : 'Everybody is here.';
      if (text !== this.lobby) say(safeText(text));
      this.lobby = text;
    } else if (this.welcome) this.pending.push(e);
  }

  private welcomed(w: Welcome): void {
    this.table?.setLost(null);
    if (this.welcome) return;
    this.welcome = w;
    say(w.seat === null ? 'Watching the table.' : `Joined as ${safeText(w.seats[w.seat]?.name ?? `seat ${w.seat + 1}`)}.`);
    void this.seated(w);
  }
}

/** Joins the table at `address`; returns the exit code. */
export function joinInteractive(address: JoinAddress, opts: JoinOptions): Promise<number> {
  return new Promise<number>((resolve) => new Joined(address, opts, resolve).link.open());
}
