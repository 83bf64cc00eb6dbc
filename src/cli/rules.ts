// `cardtable rules <game> [-v id] [--deck style]`: the rules as a player reads them, in the deck's words.
import chalk from 'chalk';
import { fail, orFail } from './errors.js';
import { resolveGame, resolveVariant, tableDecks } from './config.js';
import { reflow } from '../core/text.js';
import { shortText } from '../core/safe-text.js';

export function rulesCommand(gameId: string, variantId: string | undefined, deckText?: string): void {
  const game = orFail(resolveGame(gameId));
  const variant = orFail(resolveVariant(game, variantId));
  const decks = tableDecks(game);
  const deck = deckText === undefined ? undefined : decks.find((d) => d === deckText.toLowerCase());
  if (deckText !== undefined && !deck) fail(`--deck "${shortText(deckText)}" is not a deck of ${game.id}; decks: ${decks.join(', ')}`);
  const text = game.rulesText(variant.id, deck);
  if (!process.stdout.isTTY) {
    // Plain for pipes and files: the text exactly as the game wrote it.
    process.stdout.write(text.endsWith('\n') ? text : text + '\n');
    return;
  }
  const width = Math.max(40, Math.min(process.stdout.columns || 80, 100) - 1);
  const styled = reflow(text, width)
    .split('\n')
    .map((l) =>
      l.trim() !== '' && l === l.toUpperCase() && /[A-Z]/.test(l) ? chalk.bold(l) : l.replace(/\[program decision\]/g, (m) => chalk.dim(m)),
    )
    .join('\n');
  process.stdout.write(styled + '\n');
}
