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

/** Joins the table at `address`; returns the exit code. */
export function joinInteractive(address: JoinAddress, opts: JoinOptions): Promise<number> {
  return new Promise<number>((resolve) => {
    let table: RemoteTable | null = null;
    let term: TerminalSession | null = null;
    let welcome: Welcome | null = null;
    let lobby = '';
    let ended = false;
    /** `line`: why, on standard error; `note`: what became of the table, on standard output. */
    const end = (code: number, line?: string, note?: string) => {
      if (ended) return;
      ended = true;
      link.close();
      term?.close();
      if (line) process.stderr.write(`cardtable: ${safeText(line)}\n`);
      if (note) say(note);
      resolve(code);
    };
    const started = async (w: Welcome) => {
      const joined = await opts.gameOf(w.game);
      if (typeof joined === 'string') {
        end(2, joined);
        return;
      }
      table = new RemoteTable({
        ...joined,
        variant: w.variant,
        seats: w.seats,
        deck: opts.deck,
        ascii: opts.ascii,
        send: (m) => link.send(m),
      });
      const t = table;
      const unsub = t.subscribe(() => {
        unsub();
        term = openTerminal((signal) => end(signalExitCode(signal)), { ascii: opts.ascii });
        term.show(<App source={t} onExit={(exit) => end(exit === 'interrupt' ? 130 : 0)} recording={false} canPlayAgain={false} />);
      });
    };
    const pending: LinkEvent[] = [];
    const onEvent = (e: LinkEvent): void => {
      if (e.kind === 'denied') end(2, e.reason);
      else if (e.kind === 'failed') end(welcome ? 1 : 2, e.reason);
      else if (e.kind === 'ended') {
        const over = table?.getModel()?.pause?.kind === 'match-end';
        end(
          0,
          undefined,
          over ? 'The host closed the table.' : 'The host closed the table before the match was over (its history is kept on the host).',
        );
      } else if (e.kind === 'welcome') {
        table?.setLost(null);
        if (welcome) return;
        welcome = e.welcome;
        const seat = e.welcome.seat;
        say(seat === null ? 'Watching the table.' : `Joined as ${safeText(e.welcome.seats[seat]?.name ?? `seat ${seat + 1}`)}.`);
        void started(e.welcome).then(() => {
          for (const p of pending.splice(0)) onEvent(p);
        });
      } else if (!table) {
        if (e.kind === 'lobby') {
          const text = e.missing.length > 0 ? `Waiting for ${e.missing.join(', ')} to join…` : 'Everybody is here.';
          if (text !== lobby) say(safeText(text));
          lobby = text;
        } else if (welcome) pending.push(e);
      } else if (e.kind === 'table') table.show(e.message);
      else if (e.kind === 'lost') table.setLost(`The line to the host dropped; joining again (attempt ${e.attempt})…`);
    };
    const link = new Link(address, onEvent);
    link.open();
  });
}
