// The game boundary (DESIGN.md "Layout"): a game's folder src/games/<g>/ is imported by nothing
// outside it except src/games/registry.ts. Everything else reaches a game through the registry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
  const patterns = [/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of code.matchAll(re)) specs.push(m[1]!);
  return specs;
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
