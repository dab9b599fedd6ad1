// The code's shape, checked in `npm run lint` (docs/architecture.md#import-boundaries): no source file over
// MAX_LINES lines, and no import cycle between our modules (a cycle makes evaluation order decide what a module
// sees). Type-only imports are left out of the cycle check (they vanish from the build), and so are dynamic
// imports (they run after their importer has been evaluated, so they cannot close a cycle at start-up).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css|sql)$/;
const RESOLVED = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The module specifiers a file imports statically at run time (import, export ... from).
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
export function runtimeImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const specifiers = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    }
  };
  ts.forEachChild(source, visit);
  return specifiers;
}

/**
 * Every cycle among `graph`'s nodes (Tarjan's strongly connected components of more than one node, or a node
 * that imports itself), each as its members.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function cyclesOf(graph) {
  let counter = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const marks = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  /** @param {string} node */
  const connect = (node) => {
    const mark = { index: counter, low: counter };
    counter += 1;
    marks.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      const seen = marks.get(next);
      if (!seen) {
        connect(next);
        mark.low = Math.min(mark.low, marks.get(next)?.low ?? mark.low);
      } else if (onStack.has(next)) mark.low = Math.min(mark.low, seen.index);
    }
    if (mark.low !== mark.index) return;
    /** @type {string[]} */
    const members = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      members.push(member);
      if (member === node) break;
    }
    if (members.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(members.reverse());
  };
  for (const node of graph.keys()) if (!marks.has(node)) connect(node);
  return cycles;
}

/**
 * @param {string} root
 * @returns {string[]} one line per problem
 */
export function checkStructure(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && existsSync(join(root, file)) && !file.includes('node_modules/'));
  const known = new Set(files);
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES)
      problems.push(`${file}: ${lines} lines (at most ${MAX_LINES}: split it by purpose)`);
    if (!/\.tsx?$/.test(file)) continue;
    /** @type {string[]} */
    const edges = [];
    for (const specifier of runtimeImports(file, text)) {
      if (!specifier.startsWith('.')) continue;
      const base = join(dirname(file), specifier);
      const target = RESOLVED.map((suffix) => base + suffix).find((candidate) => known.has(candidate));
      if (target) edges.push(target);
    }
    graph.set(file, edges);
  }
  for (const cycle of cyclesOf(graph)) problems.push(`import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkStructure(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} structure problem(s) (scripts/check-structure.mjs)`);
    process.exit(1);
  }
}
