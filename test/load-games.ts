// vitest's setup file: the registry loads games on demand (the command line loads what its command
// needs), and the tests read GAMES, findGame and entryOf over every game.
import { loadGames } from '../src/games/registry.js';

await loadGames();
