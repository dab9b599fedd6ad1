// docker-compose.yml as the files derived from it read it (docker-stack.yml, deploy/kubernetes/base/), and
// Compose's variable syntax, for a value they need as the running file would have it.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * The parts of a service the derived files read.
 * @typedef {{
 *   image?: string,
 *   build?: unknown,
 *   restart?: string,
 *   profiles?: string[],
 *   command?: string[],
 *   working_dir?: string,
 *   init?: boolean,
 *   env_file?: string,
 *   environment?: Record<string, string>,
 *   volumes?: string[],
 *   ports?: string[],
 *   networks?: Record<string, { ipv4_address?: string } | null>,
 *   healthcheck?: { test: string[] },
 *   depends_on?: Record<string, { condition: string }>,
 *   deploy?: Record<string, unknown>,
 * }} ComposeService
 * @typedef {{
 *   services: Record<string, ComposeService>,
 *   networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>,
 *   volumes?: Record<string, unknown>,
 * }} Compose
 */

/** @param {string} root the repository, ending in a slash */
export function readCompose(root) {
  return /** @type {Compose} */ (parse(readFileSync(`${root}docker-compose.yml`, 'utf8')));
}

// $$, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?message}, ${NAME?message} and $NAME, as Compose reads them.
const VARIABLE = /\$(?:(\$)|\{(\w+)(?:(:?)([-?])([^}]*))?\}|(\w+))/g;

/**
 * `text` with Compose's variables replaced from `env`: a default where the variable is unset (or empty, with
 * `:`), an error where one is required.
 * @param {string} text
 * @param {Record<string, string | undefined>} env
 */
export function interpolate(text, env) {
  return text.replace(VARIABLE, (_match, dollar, braced, colon, operator, argument, plain) => {
    if (dollar) return '$';
    const name = braced ?? plain;
    const value = env[name];
    const unset = value === undefined || (colon === ':' && value === '');
    if (operator === '-') return unset ? argument : /** @type {string} */ (value);
    if (operator === '?' && unset) throw new Error(`${name} is required: ${argument}`);
    return value ?? '';
  });
}

/**
 * A value of the file as it reads with no variable set: the defaults. Throws where a variable is required.
 * @param {string} value
 */
export const withDefaults = (value) => interpolate(value, {});
