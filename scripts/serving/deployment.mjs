// What a deployment is made of, as the security policy needs it: the shell's runtime config and remotes.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * @param {string} shellDir a shell build (dist/) or source folder (public/) holding config.json
 * @param {string} [remotesFile] remotes.json to use instead of the one beside config.json
 * @returns {{ config: Record<string, any>, remotes: Record<string, string> }}
 */
export function readDeployment(shellDir, remotesFile = join(shellDir, 'remotes.json')) {
  return {
    config: readJson(join(shellDir, 'config.json')),
    remotes: existsSync(remotesFile) ? readJson(remotesFile) : {},
  };
}
