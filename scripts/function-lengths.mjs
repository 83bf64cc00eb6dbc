// Every function, method, arrow and component under a folder (default src/) with its length in
// lines, longest first, and how many pass 60 and 100 lines: the measure of the "small functions"
// aim. `node scripts/function-lengths.mjs [folder] [--all]` (--all lists every one, not only > 60).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const all = args.includes('--all');
const root = args.find((a) => !a.startsWith('--')) ?? 'src';

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

function isFunction(n) {
  return (
    ts.isFunctionDeclaration(n) ||
    ts.isMethodDeclaration(n) ||
    ts.isArrowFunction(n) ||
    ts.isFunctionExpression(n) ||
    ts.isConstructorDeclaration(n) ||
    ts.isGetAccessor(n) ||
    ts.isSetAccessor(n)
  );
}

/** A function's name, or the variable, property or call it is handed to. */
function nameOf(n, sf) {
  if (n.name) return n.name.getText(sf);
  const p = n.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p))) return p.name.getText(sf);
  if (p && ts.isCallExpression(p)) return `<argument of ${p.expression.getText(sf).split('\n')[0].slice(0, 40)}>`;
  return '<anonymous>';
}

const found = [];
for (const file of sourceFiles(root)) {
  const sf = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (n) => {
    if (isFunction(n)) {
      const first = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
      found.push({ lines: last - first + 1, name: nameOf(n, sf), at: `${file}:${first + 1}` });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
found.sort((a, b) => b.lines - a.lines);
for (const f of found) if (all || f.lines > 60) console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.at}`);
console.log(
  `${found.length} functions; over 60 lines: ${found.filter((f) => f.lines > 60).length}; over 100: ${found.filter((f) => f.lines > 100).length}`,
);
