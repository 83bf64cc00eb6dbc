// Architecture rules checked by `npm run lint` (dependency-cruiser): a game lives in its own folder
// and nothing outside that folder imports from it but the registry, so a game is added or removed
// by one line in src/games/registry.ts. One rule per game folder, found on disk.
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
