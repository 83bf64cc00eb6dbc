// The game boundary (DESIGN.md "Layout"): a game's folder src/games/<g>/ is imported by nothing
// outside it except src/games/registry.ts. Everything else reaches a game through the registry.
// And the lazy UI: what the bundle's entry points load before any import() holds no Ink.
// The import graph and the layer rules are dependency-cruiser's, read with .dependency-cruiser.cjs
// (the rules `npm run lint` checks): one reading of the imports, one statement of the rules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { cruise, type IDependency, type IForbiddenRuleType, type IModule } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(resolve(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

const result = await cruise(['src'], { ...config.options, baseDir: ROOT, validate: true, ruleSet: { forbidden: config.forbidden } });
if (typeof result.output === 'string') throw new Error('dependency-cruiser gave text, not a graph');
const { modules, summary } = result.output;
const moduleOf = new Map<string, IModule>(modules.map((m) => [m.source, m]));

/** Paths below src/: shorter in a failure's message. */
const inSrc = (path: string): string => path.replace(/^src\//, '');

/**
 * Loaded at once with its importer: not `import type` / `export type` (erased) nor `import()` (a
 * chunk of its own in the bundle, scripts/build.mjs).
 */
const isStatic = (d: IDependency): boolean =>
  !d.dynamic && !d.dependencyTypes.some((t) => t === 'type-only' || t === 'type-import' || t === 'dynamic-import');

/** Our modules and the packages reached from `entry` through static imports only, each with the path that reaches it. */
function staticReach(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const walk = (source: string, path: string): void => {
    if (files.has(source)) return;
    files.add(source);
    for (const d of moduleOf.get(source)?.dependencies ?? []) {
      if (!isStatic(d)) continue;
      if (d.resolved.startsWith('src/')) walk(d.resolved, `${path} → ${inSrc(d.resolved)}`);
      else if (!d.coreModule && !packages.has(d.module)) packages.set(d.module, path);
    }
  };
  walk(`src/${entry}`, entry);
  return { files, packages };
}

/** The game folder (games/<g>) a path below src/ lies in, or null. */
const gameFolderOf = (path: string): string | null => /^games\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Every import of our own modules as [importer, imported], both relative to src/, with how it is made. */
const edges = modules.flatMap((m) =>
  m.dependencies.filter((d) => d.resolved.startsWith('src/')).map((d) => ({ from: inSrc(m.source), to: inSrc(d.resolved), dep: d })),
);
const edge = (from: string, to: string) => edges.find((e) => e.from === from && e.to === to)?.dep;

describe('architecture: the import graph', () => {
  it('sees every kind of import, and tells which ones load at once', () => {
    // Static import, re-export and import().
    expect(isStatic(edge('cli/bin.ts', 'cli/main.ts')!)).toBe(true);
    expect(edge('cli/config.ts', 'games/registry.ts')).toBeDefined();
    expect(edge('contract/view.ts', 'core/cards.ts')).toBeDefined();
    const lazyGame = edges.find((e) => e.from === 'games/registry.ts' && gameFolderOf(e.to) === 'lupfen');
    expect(lazyGame?.dep.dynamic).toBe(true);
    expect(isStatic(lazyGame!.dep)).toBe(false);
    // A type-only import is seen, and is not loaded at once.
    const typeOnly = edges.find((e) => e.dep.dependencyTypes.includes('type-only'));
    expect(typeOnly).toBeDefined();
    expect(isStatic(typeOnly!.dep)).toBe(false);
  });

  it('finds the game folders', () => {
    expect(config.forbidden.map((r) => r.name)).toContain('only-registry-imports-lupfen');
  });
});

// Each rule of .dependency-cruiser.cjs (the game folders, the layers, no cycles) says why in its comment.
describe('architecture: the rules', () => {
  it('the rules were checked', () => {
    expect(summary.ruleSetUsed?.forbidden?.length).toBe(config.forbidden.length);
    expect(summary.totalCruised).toBeGreaterThan(100);
  });

  it.each(config.forbidden.map((r) => [r.name!, r] as const))('%s', (name) => {
    const offences = summary.violations.filter((v) => v.rule.name === name).map((v) => `${inSrc(v.from)} imports ${inSrc(v.to)}`);
    expect(offences).toEqual([]);
  });
});

describe('architecture: the screen stays out of the rules', () => {
  // A tree of its own: the rule must fire where a rules module names the table's contract or React,
  // and stay quiet for the screens and the entries that name a table loader.
  it('rules-not-react flags rules, bots and engine modules that import the table contract, React or Ink', async () => {
    const dir = mkdtempSync(resolve(tmpdir(), 'cardtable-arch-'));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(resolve(dir, path)), { recursive: true });
      writeFileSync(resolve(dir, path), text);
    };
    try {
      write('src/contract/table.ts', "import type { ReactNode } from 'react';\nexport type Panel = ReactNode;\n");
      write('src/contract/entry.ts', "import type { Panel } from './table.js';\nexport type Entry = Panel;\n");
      write('src/games/toy/rules.ts', "import type { Panel } from '../../contract/table.js';\nexport type R = Panel;\n");
      write('src/games/toy/entry.ts', "import type { Panel } from '../../contract/table.js';\nexport type E = Panel;\n");
      write('src/games/toy/ui/centre.ts', "import type { Panel } from '../../../contract/table.js';\nexport type C = Panel;\n");
      write('src/bots/pick.ts', "import type { ReactNode } from 'react';\nexport type B = ReactNode;\n");
      write('src/engine/loop.ts', "import { render } from 'ink';\nexport const L = render;\n");
      const rule = config.forbidden.find((r) => r.name === 'rules-not-react')!;
      const run = await cruise(['src'], { baseDir: dir, tsPreCompilationDeps: true, validate: true, ruleSet: { forbidden: [rule] } });
      if (typeof run.output === 'string') throw new Error('dependency-cruiser gave text, not a graph');
      const offenders = run.output.summary.violations.map((v) => `${v.from} → ${v.to}`).sort();
      expect(offenders).toEqual(['src/bots/pick.ts → react', 'src/engine/loop.ts → ink', 'src/games/toy/rules.ts → src/contract/table.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('architecture: Ink only on demand', () => {
  // The CLI entry serves --version, list, rules, check and sim; the worker runs sim's matches.
  it.each(['cli/bin.ts', 'cli/main.ts', 'cli/sim-worker.ts'])('%s reaches no Ink or React without import()', (entry) => {
    const { packages } = staticReach(entry);
    const ui = [...packages].filter(([name]) => /^(ink|react)(\/|$)|^ink-/.test(name)).map(([name, path]) => `${name} via ${path}`);
    expect(ui).toEqual([]);
    expect(packages.has('commander') || entry === 'cli/sim-worker.ts').toBe(true);
  });
});

describe('architecture: one game on demand', () => {
  // `cardtable <game>` loads only its own game (src/games/registry.ts imports each folder with import()).
  it.each(['cli/bin.ts', 'cli/sim-worker.ts'])('%s reaches no game folder without import()', (entry) => {
    const reached = [...staticReach(entry).files].map(inSrc).filter((f) => gameFolderOf(f) !== null);
    expect(reached).toEqual([]);
  });
});
