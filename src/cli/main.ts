// The `cardtable` command. Non-interactive commands (list, rules, sim, check) live here and never
// load Ink/React; the interactive ones are registered by interactive.ts, which imports the UI
// lazily, so `--version`, `--help`, `list`, `rules` and `sim` start at bare-node speed. sim and
// check are imported by their actions: their engines (worker threads, the history reader and its
// schemas) are not read, compiled or run before a table's first frame.
import chalk from 'chalk';
import { Command, CommanderError, Option } from 'commander';
import { safeText, shortText } from '../core/safe-text.js';
import { GAME_IDS, GAMES, loadGames } from '../games/registry.js';
import { zeroLengthMeans } from '../games/options.js';
import { THINK_HELP, THINK_REVIEW_HELP, deckStyleOptions } from './config.js';
import { printError, UsageError } from './errors.js';
import { registerHostCommand, registerJoinCommand } from './host.js';
import { registerInteractiveCommands } from './interactive.js';
import { listText } from './list.js';
import { rulesCommand } from './rules.js';
import type { SimFlags } from './sim.js';
import type { ReviewFlags } from './review.js';
import type { StatsFlags } from './stats.js';

declare const __APP_VERSION__: string;

/** The games as the registry has them: playable ones, then the ones still coming. */
function programSummary(): string {
  const playable = GAMES.filter((g) => g.game).map((g) => g.name);
  const coming = GAMES.filter((g) => !g.game).map((g) => g.name);
  return `Regional trick-taking card games in the terminal: ${playable.join(', ')}${coming.length ? ` (${coming.join(', ')} coming)` : ''}.`;
}

/** `--deals` of sim: what 0 means, grouped by game. */
function simDealsHelp(): string {
  const byMeaning = new Map<string, string[]>();
  for (const g of GAMES) {
    const v = g.game?.variants.find((x) => x.lengthKey === 'deals');
    if (!v) continue;
    const zero = v.endsByItself ? zeroLengthMeans(v) : 'until you quit, which sim cannot play';
    byMeaning.set(zero, [...(byMeaning.get(zero) ?? []), g.id]);
  }
  return `deals per match; 0 = ${[...byMeaning].map(([zero, ids]) => `${zero} (${ids.join(', ')})`).join(', or ')}`;
}

/** `--deck` of sim: the `deck_style` values of the games that have the option. */
function simDeckHelp(): string {
  const per = GAMES.flatMap((g) => (g.game ? [g.game] : [])).flatMap((g) => {
    const styles = deckStyleOptions(g);
    return styles.length > 0 ? [`${g.id}: ${styles.join(', ')}`] : [];
  });
  return `card labels: the \`deck_style\` option (${per.join('; ')}; other games have one deck)`;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('cardtable')
    .description(programSummary())
    .version(__APP_VERSION__, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    // Commander's own errors become our one-line errors with exit code 2 (see main()).
    .exitOverride()
    .configureOutput({ outputError: () => {} });

  program
    .command('list')
    .description('games, variants, seat kinds and house-rule options')
    .action(() => {
      process.stdout.write(listText());
    });

  program
    .command('rules')
    .description('the rules of a game, readable in the terminal')
    .argument('<game>', 'game id, e.g. lupfen')
    .option('-v, --variant <id>', 'variant (see `cardtable list`)')
    .option('--deck <style>', "name the cards as this deck does (default: the variant's own deck)")
    .action((game: string, opts: { variant?: string; deck?: string }) => rulesCommand(game, opts.variant, opts.deck));

  program
    .command('sim')
    .description('bot-vs-bot matches and statistics')
    .argument('<game>', 'game id, e.g. lupfen')
    .option('--variant <id>', 'variant (see `cardtable list`)')
    .option('--players <n>', 'number of players')
    .option('--seats <kinds>', 'comma-separated bot kinds, one per player, e.g. bot:basic,bot:random,bot:basic,bot:basic')
    .option('--names <names>', 'comma-separated seat names')
    .option('--matches <n>', 'number of matches (default 10)')
    .option('--deals <n>', simDealsHelp())
    .option('--seed <text>', 'seed; match 1 plays this seed, match k plays "<seed>/k" (default random)')
    .option('--rule <key=value>', 'house-rule option, repeatable (see `cardtable list`)', collect, [])
    .addOption(new Option('--deck <style>', simDeckHelp()))
    .option('--record <dir>', 'write one hand history per match into this folder')
    .option('--json', 'one JSON object on stdout (docs/sim-json.md)')
    .option('--duplicate', 'play every match once per rotation of the seats; compare agents deal by deal')
    .option('--workers <n>', 'worker threads (e.g. the number of cores)')
    .option('--think <ms>', THINK_HELP)
    .action(async (game: string, opts: SimFlags) => (await import('./sim.js')).simCommand(game, opts));

  program
    .command('check')
    .description('read hand histories and check every trick and settlement against the rules')
    .argument('<file...>', 'history files (.jsonl)')
    .action(async (files: string[]) => {
      process.exitCode = (await import('./check.js')).checkCommand(files);
    });

  program
    .command('stats')
    .description('figures per player and game over your saved matches (results, tricks, calls)')
    .option('--game <id>', 'only this game')
    .option('--variant <id>', 'only this variant (with --game)')
    .option('--dir <folder>', 'read the histories in this folder (default: where matches are saved)')
    .option('--json', 'one JSON object on stdout (docs/stats-json.md)')
    .action(async (opts: StatsFlags) => (await import('./stats.js')).statsCommand(opts));

  program
    .command('review')
    .description('what bot:hard would have done at each of your decisions in a saved match, and what yours cost')
    .argument('<file>', 'a hand history (.jsonl)')
    .option('--deal <n>', 'only this deal')
    .option('--seat <k>', "review this seat's decisions, a bot's too (its number from 1, or its name; default: the humans)")
    .option('--again <k>', 'with --deal: play that deal again from your decision #k (a practice branch, saved as a new match)')
    .option('--speed <speed>', 'with --again: bot pace (slow | normal | fast | instant)')
    .option('--deck <style>', 'card faces: german | swiss | french (default: the deck the match was played with)')
    .option('--ascii', 'plain-ASCII card faces and symbols')
    .option('--all-actions', 'the value of every legal action of each decision (default: the best three and the one taken)')
    .option('--think <ms>', THINK_REVIEW_HELP)
    .action(async (file: string, opts: ReviewFlags) => (await import('./review.js')).reviewCommand(file, opts));

  registerInteractiveCommands(program);
  registerHostCommand(program);
  registerJoinCommand(program);
  return program;
}

/** "takes no arguments" / "takes one argument: <game>". */
function argumentsTaken(cmd: Command): string {
  const names = cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`));
  if (names.length === 0) return 'takes no arguments';
  return `takes ${names.length === 1 ? 'one argument' : `${names.length} arguments`}: ${names.join(' ')}`;
}

function oneLine(err: CommanderError, program: Command, argv: readonly string[]): string {
  if (err.code === 'commander.excessArguments') {
    // Commander counts the words; a person needs to see which word was not expected.
    const cmd = program.commands.find((c) => c.name() === argv[2]);
    if (cmd) {
      const extra = cmd.args.slice(cmd.registeredArguments.length);
      const words = extra.map((w) => `"${shortText(w)}"`).join(', ');
      return `unexpected ${extra.length === 1 ? 'word' : 'words'} ${words} after \`cardtable ${cmd.name()}\`; ${cmd.name()} ${argumentsTaken(cmd)} (see cardtable ${cmd.name()} --help)`;
    }
  }
  let msg = err.message
    .replace(/^error:\s*/i, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  // Commander quotes the word it stumbled on whole; ours are quoted up to QUOTED_MAX characters.
  for (const word of argv.slice(2)) if (shortText(word) !== word) msg = msg.split(word).join(shortText(word));
  return `${msg}; see cardtable --help`;
}

/**
 * The games a command line needs loaded: `cardtable <game> …` its own game only, and its bots not
 * yet (the table loads them when a bot first decides), so the table's first frame waits for no
 * other game's rules and for no bot; any other command (help, list, sim, the menu, resume, check …)
 * or an unknown word needs them all, with their bots.
 */
function gamesNeeded(argv: readonly string[]): { readonly ids: readonly string[]; readonly bots: boolean } {
  const first = argv[2];
  return first !== undefined && GAME_IDS.includes(first) ? { ids: [first], bots: false } : { ids: GAME_IDS, bots: true };
}

export async function main(argv: readonly string[]): Promise<void> {
  if (process.env['NO_COLOR']) chalk.level = 0;
  const needed = gamesNeeded(argv);
  await loadGames(needed.ids, { bots: needed.bots });
  // A closed pipe (`cardtable list | head`) is not an error worth a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
  });
  const program = buildProgram();
  // `cardtable foo`: name the word, not commander's "too many arguments" for the menu.
  const first = argv[2];
  if (
    first !== undefined &&
    !first.startsWith('-') &&
    first !== 'help' &&
    !program.commands.some((c) => c.name() === first || c.aliases().includes(first))
  ) {
    printError(
      `unknown command "${shortText(first)}"; commands: ${program.commands.map((c) => c.name()).join(', ')}; see cardtable --help`,
    );
    process.exitCode = 2;
    return;
  }
  // Commander prints the version whatever follows it: a word after it is a mistake to name.
  if ((first === '--version' || first === '-V') && argv.length > 3) {
    const extra = argv.slice(3);
    printError(
      `unexpected ${extra.length === 1 ? 'word' : 'words'} ${extra.map((w) => `"${shortText(w)}"`).join(', ')} after \`cardtable ${first}\`; ${first} takes no arguments (see cardtable --help)`,
    );
    process.exitCode = 2;
    return;
  }
  try {
    await program.parseAsync([...argv]);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.exitCode === 0 || e.code === 'commander.helpDisplayed' || e.code === 'commander.version') {
        process.exitCode = 0;
        return;
      }
      printError(oneLine(e, program, argv));
      process.exitCode = 2;
      return;
    }
    if (e instanceof UsageError) {
      printError(e.message);
      process.exitCode = 2;
      return;
    }
    const err = e as Error;
    printError(`internal error: ${err?.message ?? String(e)} (please report it; CARDTABLE_DEBUG=1 shows details)`);
    if (process.env['CARDTABLE_DEBUG']) process.stderr.write(`${(err?.stack ?? '').split('\n').map(safeText).join('\n')}\n`);
    process.exitCode = 1;
  }
}
