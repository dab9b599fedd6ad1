import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// The test helpers render inside jsdom and replace global fetch: application code must never import them.
const repoRoot = path.resolve(__dirname, '../../..');
const workspaces = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);

describe('@sencha/ui-kit/testing', () => {
  it('is imported by test files only', () => {
    const offenders = workspaces.workspaces
      .flatMap((workspace) => sourceFiles(path.join(repoRoot, workspace, 'src')))
      .filter((file) => !isTestFile(file))
      .filter((file) =>
        /from ['"](@sencha\/shared\/testing|[./]+\/testing)['"]/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });
});
