// `cardtable rules <game> [-v id]`: the rules as a player reads them.
import chalk from 'chalk';
import { orFail } from './errors.js';
import { resolveGame, resolveVariant } from './config.js';
import { reflow } from './text.js';

export function rulesCommand(gameId: string, variantId: string | undefined): void {
  const game = orFail(resolveGame(gameId));
  const variant = orFail(resolveVariant(game, variantId));
  const text = game.rulesText(variant.id);
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
