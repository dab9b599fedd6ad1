// The Node.js the images run: a long-term-support line still supported, which package.json's engines admit
// together with the development machines' Node 20.19+ (docs/operations.md#scaling-the-api).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * LTS lines and the day their support ends (nodejs.org's release schedule). Once that day has passed this test
 * fails: the sign to move the images to the next LTS line and add it here.
 */
const LTS_END = { 22: '2027-04-30', 24: '2028-04-30' };

/** @param {string} version e.g. 20.19.0 */
const parts = (version) => version.split('.').map(Number);
/**
 * a - b, by major, minor, then patch.
 * @param {number[]} a
 * @param {number[]} b
 */
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` satisfies an engines range of the forms npm's docs use here: alternatives joined by `||`,
 * each comparators `^x.y.z`, `>=x.y.z`, `>x.y.z`, `<x.y.z`, `<=x.y.z` or `x.y.z`.
 * @param {string} version
 * @param {string} range
 */
function satisfies(version, range) {
  const v = parts(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, operator, bound] = /^(\^|>=|>|<=|<|=?)(\d+\.\d+\.\d+)$/.exec(comparator) ?? [];
        if (!bound) throw new Error(`engines: ${comparator} is not a form this test reads`);
        const b = parts(bound);
        const order = compare(v, b);
        if (operator === '^') return order >= 0 && v[0] === b[0];
        if (operator === '>=') return order >= 0;
        if (operator === '>') return order > 0;
        if (operator === '<=') return order <= 0;
        if (operator === '<') return order < 0;
        return order === 0;
      }),
  );
}

test('the range check reads engines as npm does', () => {
  assert.ok(satisfies('20.19.0', '^20.19.0 || >=22.12.0'));
  assert.ok(!satisfies('20.18.9', '^20.19.0 || >=22.12.0'));
  assert.ok(!satisfies('21.0.0', '^20.19.0 || >=22.12.0'));
  assert.ok(!satisfies('22.11.0', '^20.19.0 || >=22.12.0'));
  assert.ok(satisfies('24.0.0', '^20.19.0 || >=22.12.0'));
  assert.throws(() => satisfies('24.0.0', '~24'));
});

test('every Dockerfile runs a supported LTS line that engines admits, as do the development machines', () => {
  const engines = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).engines.node;
  // Development machines run Node 20.19 or later of its line: they build and test what the images run.
  assert.ok(satisfies('20.19.0', engines), engines);
  const dockerfiles = execFileSync('git', ['ls-files', '*Dockerfile'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  assert.ok(dockerfiles.length >= 2, dockerfiles.join());
  for (const dockerfile of dockerfiles) {
    const images = [...readFileSync(`${root}${dockerfile}`, 'utf8').matchAll(/^FROM node:(\S+)/gm)];
    assert.ok(images.length > 0, `${dockerfile} is built on a node image`);
    for (const [, tag] of images) {
      const major = Number(/^(\d+)-/.exec(tag)?.[1]);
      const end = /** @type {Record<number, string>} */ (LTS_END)[major];
      assert.ok(end, `${dockerfile}: node:${tag} is not an LTS line listed here`);
      assert.ok(Date.now() < Date.parse(end), `${dockerfile}: Node ${major} is out of support since ${end}`);
      // The tag follows the line's newest release, so every release of the line must do.
      assert.ok(satisfies(`${major}.0.0`, engines), `${dockerfile}: Node ${major} and engines ${engines}`);
    }
  }
});
