// Builds mfe-content once more as a distinct release ("qa-candidate") into e2e/.qa/content, the way a team
// hands QA a candidate: the override test points the shell at it with ?mf.content=<its manifest>.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = fileURLToPath(new URL('../.qa/content', import.meta.url));
const result = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', out], {
  cwd: `${root}/mfe-content`,
  stdio: 'inherit',
  env: { ...process.env, MF_BUILD_VERSION: 'qa-candidate' },
});
process.exit(result.status ?? 1);
