// Architecture rules checked by `npm run lint` (dependency-cruiser): a game lives in its own folder
// and nothing outside that folder imports from it but the registry, so a game is added or removed
// by one line in src/games/registry.ts. One rule per game folder, found on disk. Then the layers:
// core ← contract (the shared types, src/contract/) ← games' rules ← bots, engine ← ui ← cli, with the registry read from
// the command line only.
// test/architecture.test.ts runs these rules through dependency-cruiser too, and walks its graph for
// what an entry point loads before any import().
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const games = readdirSync(join(__dirname, 'src/games'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

module.exports = {
  forbidden: [
    ...games.map((game) => ({
      name: `only-registry-imports-${game}`,
      comment: `Only src/games/registry.ts may import from src/games/${game}/ (one folder per game).`,
      severity: 'error',
      from: { path: '^src/', pathNot: [`^src/games/${game}/`, '^src/games/registry\\.ts$'] },
      to: { path: `^src/games/${game}/` },
    })),
    {
      name: 'core-is-a-leaf',
      comment: 'src/core holds cards, packs, rng and trick helpers that every game shares: it imports nothing else of ours.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/', pathNot: '^src/core/' },
    },
    {
      name: 'ui-not-cli',
      comment:
        'Screens do not import the command line: what both need (text, names, seat kinds) lives in src/core or src/bots, ' +
        'and the command line hands a screen what it chose (the game, its table loader).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'engine-not-ui-or-cli',
      comment: 'The match loop, histories and sim run without a screen or a command line (sim workers, tests, the bench).',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/(ui|cli)/' },
    },
    {
      name: 'bots-not-ui-or-cli',
      comment: 'Bots decide from a view and legal actions; they run in sim workers and the bench, where no screen exists.',
      severity: 'error',
      from: { path: '^src/bots/' },
      to: { path: '^src/(ui|cli)/' },
    },
    {
      name: 'contract-is-a-leaf',
      comment:
        'src/contract/ holds the types a game and the rest of the program agree on (game.ts, view.ts, table.ts, search.ts, ' +
        'entry.ts): every layer reads it, so it reads nothing but src/core and itself, and naming the contract never loads ' +
        'another layer.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/', pathNot: '^src/(core|contract)/' },
    },
    {
      name: 'rules-not-react',
      comment:
        'Rules, bots, the engine and the contract outside its table part are pure: they never name React or Ink, nor ' +
        "src/contract/table.ts (the screen's side of the contract), so a rules module type-checks and runs without the " +
        "screen. Only the screens (src/ui, a game's ui/ folder, the joining terminal's table src/net/client.ts), the " +
        "command line and the entries that name a game's table loader (src/contract/entry.ts, a game's entry.ts) may.",
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [
          '^src/ui/',
          '^src/cli/',
          '^src/net/client\\.ts$',
          '^src/games/[^/]+/ui/',
          '^src/contract/(table|entry)\\.ts$',
          '^src/games/[^/]+/entry\\.ts$',
        ],
      },
      to: { path: ['^src/contract/table\\.ts$', '(^|/)node_modules/(@types/)?(react|ink)/', '^(react|ink)$'] },
    },
    {
      name: 'game-rules-not-ui-or-bots',
      comment:
        "A game's rules (src/games/<g>/*.ts and the shared src/games/*.ts) are pure data and functions: only its ui/ and bots/ " +
        'folders reach into src/ui and src/bots. Its entry.ts names the types it bundles from src/contract/ and its own ' +
        'bots/ and ui/ folders.',
      severity: 'error',
      from: { path: '^src/games/', pathNot: '^src/games/[^/]+/(ui|bots)/' },
      to: { path: '^src/(ui|bots)/' },
    },
    {
      name: 'games-not-engine-or-cli',
      comment: 'A game is handed to the match loop and the command line, never the other way round.',
      severity: 'error',
      from: { path: '^src/games/' },
      to: { path: '^src/(engine|cli)/' },
    },
    {
      name: 'game-bots-not-ui',
      comment: "A game's bots play in sim workers without a screen: they never import the table, shared or their game's own.",
      severity: 'error',
      from: { path: '^src/games/[^/]+/bots/' },
      to: { path: '^src/ui/|^src/games/[^/]+/ui/' },
    },
    {
      name: 'only-roots-import-the-registry',
      comment:
        'The registry is read by the composition root (src/cli: it turns a game id into a game and hands its entry down) and ' +
        'by nobody below it, so nothing below it needs every game loaded and no cycle runs through it: the menu is handed the ' +
        "games, a sim job its game and bots (the sim worker's entry, cli/sim-worker.ts, is a root too), the bot levels, " +
        "hints and the table the game's bots (AgentSetup.bots, HintOptions.bots, PlayConfig.gameBots).",
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/cli/', '^src/games/registry\\.ts$'],
      },
      to: { path: '^src/games/registry\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, no exceptions. A flow that recurses across modules (a settle starts the next deal, whose steps may ' +
        "settle again) hands its steps in as values (Lupfen's DealFlow) instead of importing back.",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
