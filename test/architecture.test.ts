// The game boundary (DESIGN.md "Layout"): a game's folder src/games/<g>/ is imported by nothing
// outside it except src/games/registry.ts. Everything else reaches a game through the registry.
// And the lazy UI: what the bundle's entry points load before any import() holds no Ink.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');
const GAMES = join(SRC, 'games');
const REGISTRY = join(GAMES, 'registry.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** Every module specifier of static imports, re-exports, `import type` and dynamic `import()`. */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) specs.push(m[1]!);
  return specs;
}

/**
 * The specifiers a module loads at once: static imports and re-exports, not `import type` /
 * `export type` (erased) nor `import()` (a chunk of its own in the bundle, scripts/build.mjs).
 */
export function staticSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)(\s+type\b)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm)) if (!m[1]) specs.push(m[2]!);
  for (const m of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) specs.push(m[1]!);
  return specs;
}

/** The source file a relative `.js` specifier names (.ts or .tsx). */
function sourceOf(from: string, spec: string): string {
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
  if (!file) throw new Error(`${relative(SRC, from)}: cannot resolve ${spec}`);
  return file;
}

/** Packages reached from `entry` through static imports only, with the path that reaches each. */
function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string, path: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) walk(sourceOf(file, spec), `${path} → ${relative(SRC, sourceOf(file, spec))}`);
      else if (!packages.has(spec)) packages.set(spec, path);
    }
  };
  walk(entry, relative(SRC, entry));
  return packages;
}

/** The game folder (src/games/<g>) a file lies in, or null. */
function gameFolderOf(file: string): string | null {
  const rel = relative(GAMES, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? join(GAMES, parts[0]!) : null;
}

const gameFolders = readdirSync(GAMES)
  .map((name) => join(GAMES, name))
  .filter((path) => statSync(path).isDirectory());

describe('architecture: game folders', () => {
  it('the import parser sees every kind of import', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "export { c } from './c.js';",
      "import './side-effect.js';",
      "const m = await import('./lazy.js');",
      "import {\n  d,\n  e,\n} from './multi.js';",
      "// import { x } from './commented.js';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.js', '../b.js', './c.js', './multi.js', './side-effect.js', './lazy.js']);
  });

  it('finds the game folders', () => {
    expect(gameFolders.map((f) => relative(GAMES, f))).toContain('lupfen');
  });

  it('nothing outside src/games/<g>/ imports from it, except the registry', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      if (file === REGISTRY) continue;
      const own = gameFolderOf(file);
      for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = resolve(dirname(file), spec);
        const folder = gameFolderOf(target);
        if (folder && folder !== own) offences.push(`${relative(SRC, file)} imports ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe('architecture: Ink only on demand', () => {
  it('the static-import parser skips type-only and dynamic imports', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "export type { C } from './c.js';",
      "const d = await import('./d.js');",
      "export { e } from './e.js';",
    ].join('\n');
    expect(staticSpecifiers(text)).toEqual(['./a.js', './e.js']);
  });

  // The CLI entry serves --version, list, rules, check and sim; the worker runs sim's matches.
  it.each(['cli/bin.ts', 'cli/main.ts', 'cli/sim-worker.ts'])('%s reaches no Ink or React without import()', (entry) => {
    const packages = staticPackages(join(SRC, entry));
    const ui = [...packages].filter(([name]) => /^(ink|react)(\/|$)|^ink-/.test(name)).map(([name, path]) => `${name} via ${path}`);
    expect(ui).toEqual([]);
    expect(packages.has('commander') || entry === 'cli/sim-worker.ts').toBe(true);
  });
});

describe('architecture: one game on demand', () => {
  /** Our modules reached from `entry` through static imports only. */
  function staticFiles(entry: string): Set<string> {
    const seen = new Set<string>();
    const walk = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of staticSpecifiers(readFileSync(file, 'utf8'))) if (spec.startsWith('.')) walk(sourceOf(file, spec));
    };
    walk(entry);
    return seen;
  }

  // `cardtable <game>` loads only its own game (src/games/registry.ts imports each folder with import()).
  it.each(['cli/bin.ts', 'cli/sim-worker.ts'])('%s reaches no game folder without import()', (entry) => {
    const reached = [...staticFiles(join(SRC, entry))].filter((f) => gameFolderOf(f) !== null).map((f) => relative(SRC, f));
    expect(reached).toEqual([]);
  });
});

describe('architecture: no import cycles', () => {
  /** One cycle of modules loaded at once (static imports), as a path, or null. */
  function firstCycle(files: readonly string[]): string[] | null {
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string): string[] | null => {
      if (state.get(file) === 'done') return null;
      if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file].map((f) => relative(SRC, f));
      state.set(file, 'open');
      stack.push(file);
      for (const spec of staticSpecifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const found = visit(sourceOf(file, spec));
        if (found) return found;
      }
      stack.pop();
      state.set(file, 'done');
      return null;
    };
    for (const file of files) {
      const found = visit(file);
      if (found) return found;
    }
    return null;
  }

  // A flow that recurses across modules (Lupfen's settle starts the next deal, whose steps may
  // settle again) hands its steps in as values instead of importing back (lupfen/variant.ts).
  it('no module of src reaches itself through the modules it loads', () => {
    expect(firstCycle(sourceFiles(SRC))).toBeNull();
  });
});

// The layers (the same rules as .dependency-cruiser.cjs, checked here from the import text): each
// row says which files may not import which, and why.
const LAYERS: readonly { readonly rule: string; readonly from: RegExp; readonly except?: RegExp; readonly to: RegExp }[] = [
  // Screens are handed what the command line chose; shared helpers live in core or bots.
  { rule: 'ui ↛ cli', from: /^ui\//, to: /^cli\// },
  // The match loop, histories and sim run without a screen or a command line.
  { rule: 'engine ↛ ui, cli', from: /^engine\//, to: /^(ui|cli)\// },
  // Bots run in sim workers and the bench.
  { rule: 'bots ↛ ui, cli', from: /^bots\//, to: /^(ui|cli)\// },
  // The contract's types are read by every layer, so they read nothing but core.
  { rule: 'contract ↛ anything but core', from: /^contract\.ts$/, to: /^(?!core\/)/ },
  // A game's rules are pure; only its ui/ and bots/ folders reach further (entry.ts names contract types).
  { rule: 'game rules ↛ ui, bots', from: /^games\//, except: /^games\/[^/]+\/(ui|bots)\//, to: /^(ui|bots)\// },
  { rule: 'games ↛ engine, cli', from: /^games\//, to: /^(engine|cli)\// },
  { rule: "a game's bots ↛ ui", from: /^games\/[^/]+\/bots\//, to: /^(ui\/|games\/[^/]+\/ui\/)/ },
  // Only the composition roots (cli/, its sim worker) read the registry; everything below is handed the game and its bots.
  {
    rule: 'only cli reads the registry',
    from: /^/,
    except: /^(cli\/|games\/registry\.ts$)/,
    to: /^games\/registry\.ts$/,
  },
];

describe('architecture: layers', () => {
  /** Every import of our own modules as [importer, imported], both relative to src/. */
  const edges = sourceFiles(SRC).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => [relative(SRC, file).split(sep).join('/'), relative(SRC, sourceOf(file, spec)).split(sep).join('/')] as const),
  );

  it('sees the imports it checks', () => {
    expect(edges).toContainEqual(['cli/config.ts', 'games/registry.ts']);
    expect(edges).toContainEqual(['contract.ts', 'core/cards.ts']);
  });

  it.each(LAYERS.map((l) => [l.rule, l] as const))('%s', (_rule, layer) => {
    const offences = edges
      .filter(([from, to]) => layer.from.test(from) && !layer.except?.test(from) && layer.to.test(to))
      .map(([from, to]) => `${from} imports ${to}`);
    expect(offences).toEqual([]);
  });
});
