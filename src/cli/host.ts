// `cardtable host <game>` and `cardtable join ADDR:PORT/TOKEN`: one table played from several
// terminals. The network code and the screens are imported by the actions only.
import type { Command } from 'commander';
import { shortText } from '../core/safe-text.js';
import { GAMES, findGame } from '../games/registry.js';
import { DECK_STYLES, type DeckStyle } from '../core/deck-style.js';
import { fail, orFail } from './errors.js';
import { hostOptions, netFlags, type NetFlags } from './host-options.js';
import { playGame, requireTty, tableOptions, type TableFlags } from './interactive.js';

interface HostCommandFlags extends TableFlags, NetFlags {
  readonly watch?: boolean;
}

/** The seats of `--seats` with `remote` among them: which seats play elsewhere, and which here. */
function hostSeats(seats: TableFlags['seats'], watch: boolean): { kinds: string[]; remote: number[]; here: number | null } {
  if (seats === undefined) fail('cardtable host needs --seats with at least one remote seat, e.g. --seats human,remote,remote,bot:hard');
  const kinds = (typeof seats === 'string' ? seats.split(',') : [...seats]).map((s) => s.trim());
  const remote = kinds.flatMap((k, i) => (k === 'remote' ? [i] : []));
  const humans = kinds.flatMap((k, i) => (k === 'human' ? [i] : []));
  if (remote.length === 0) fail('--seats names no remote seat; a hosted table has at least one, e.g. human,remote,bot:hard,bot:hard');
  if (watch && humans.length > 0) fail('--watch: the host watches, so --seats has no human seat (remote seats and bots only)');
  if (!watch && humans.length !== 1)
    fail(`--seats names ${humans.length} human seats; the host plays one (the others join as remote seats), or none with --watch`);
  return { kinds: kinds.map((k) => (k === 'remote' ? 'human' : k)), remote, here: watch ? null : humans[0]! };
}

async function hostGame(gameId: string, flags: HostCommandFlags): Promise<number> {
  if (process.env['TERM'] === 'dumb')
    fail('cardtable host needs a terminal with cursor addressing (TERM is "dumb"); the players who join may use any terminal');
  const { kinds, remote, here } = hostSeats(flags.seats, Boolean(flags.watch));
  const net = netFlags(flags);
  const { hostTable } = await import('../net/run-host.js');
  return playGame(gameId, { ...flags, seats: kinds.join(',') }, (cfg) => hostTable(cfg, { remote, here, ...net }));
}

async function joinTable(address: string, flags: { watch?: boolean; deck?: string; ascii?: boolean }): Promise<number> {
  const { parseJoinAddress } = await import('../net/protocol.js');
  const addr = orFail(parseJoinAddress(address));
  if (flags.watch && addr.token) fail('--watch joins as a spectator: give ADDR:PORT without the token');
  if (!flags.watch && !addr.token)
    fail(`${shortText(address)} has no token; give ADDR:PORT/TOKEN as the host printed it, or --watch to watch`);
  const deck = flags.deck?.toLowerCase() as DeckStyle | undefined;
  if (deck !== undefined && !DECK_STYLES.includes(deck))
    fail(`--deck "${shortText(flags.deck!)}" is not a deck; decks: ${DECK_STYLES.join(', ')}`);
  requireTty('cardtable join');
  // A terminal without cursor addressing gets the table line by line, as a match played here.
  const join =
    process.env['TERM'] === 'dumb'
      ? (await import('../net/join-plain.js')).joinPlain
      : (await import('../net/run-join.js')).joinInteractive;
  return join(addr, {
    deck,
    ascii: Boolean(flags.ascii),
    gameOf: async (id) => {
      const entry = findGame(id);
      if (!entry?.game || !entry.ui)
        return `the host plays "${shortText(id)}", which this cardtable cannot play; games here: ${GAMES.filter((g) => g.game)
          .map((g) => g.id)
          .join(', ')}`;
      return { game: entry.game, ui: await entry.ui(), bots: entry.bots };
    },
  });
}

export function registerHostCommand(program: Command): void {
  // `resume` of a hosted match hosts it again, with these options.
  const resume = program.commands.find((c) => c.name() === 'resume');
  if (resume) hostOptions(resume, true);
  const cmd = program
    .command('host')
    .description('host a table for players at other terminals (each joins with `cardtable join`)')
    .argument('<game>', 'game id, e.g. lupfen');
  hostOptions(tableOptions(cmd, null))
    .option('--watch', 'the host watches its own table instead of playing a seat')
    .action(async (game: string, flags: HostCommandFlags) => {
      process.exit(await hostGame(game, flags));
    });
}

export function registerJoinCommand(program: Command): void {
  program
    .command('join')
    .description('sit down at a hosted table: cardtable join ADDR:PORT/TOKEN (or ADDR:PORT --watch)')
    .argument('<address>', 'ADDR:PORT/TOKEN as the host printed it')
    .option('--watch', 'watch the table as a spectator (no hand)')
    .option('--deck <style>', `card faces: ${DECK_STYLES.join(' | ')}`)
    .option('--ascii', 'plain-ASCII card faces and symbols')
    .action(async (address: string, flags: { watch?: boolean; deck?: string; ascii?: boolean }) => {
      process.exit(await joinTable(address, flags));
    });
}
