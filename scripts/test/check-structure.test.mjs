import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cyclesOf, runtimeImports } from '../check-structure.mjs';

test('finds a cycle of two and of three modules, and a module that imports itself', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['a']],
    ['c', ['d']],
    ['d', ['e']],
    ['e', ['c']],
    ['f', ['f']],
    ['g', ['a']],
  ]);
  assert.deepEqual(
    cyclesOf(graph).map((cycle) => [...cycle].sort()),
    [['a', 'b'], ['c', 'd', 'e'], ['f']],
  );
});

test('a chain with no way back is no cycle', () => {
  assert.deepEqual(
    cyclesOf(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', []],
      ]),
    ),
    [],
  );
});

test('counts imports that run, not type-only or dynamic ones', () => {
  const text = [
    "import { a } from './a';",
    "import type { B } from './b';",
    "import { type C } from './c';",
    "import { type D, d } from './d';",
    "export { e } from './e';",
    "export type { F } from './f';",
    "import './g';",
    "const h = () => import('./h');",
  ].join('\n');
  assert.deepEqual(runtimeImports('x.ts', text), ['./a', './d', './e', './g']);
});
