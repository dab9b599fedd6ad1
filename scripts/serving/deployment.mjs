// What a deployment is made of, as the security policy needs it: the shell's runtime config and remotes.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shell's runtime config (config.json) and where its remotes are (remotes.json). */
/** @typedef {{ config: Record<string, any>, remotes: Record<string, string> }} Deployment */

/**
 * @param {string} file
 * @returns {any}
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * @param {string} shellDir a shell build (dist/) or source folder (public/) holding config.json
 * @param {string} [remotesFile] remotes.json to use instead of the one beside config.json
 * @returns {Deployment}
 */
export function readDeployment(shellDir, remotesFile = join(shellDir, 'remotes.json')) {
  return {
    config: readJson(join(shellDir, 'config.json')),
    remotes: existsSync(remotesFile) ? readJson(remotesFile) : {},
  };
}

/**
 * QA_ORIGINS, a comma-separated list of http(s) origins (`https://qa-builds.example`, `http://localhost:3105`)
 * or the word `loopback` (any port on localhost and 127.0.0.1): the origins QA mode may load overrides from
 * under `npm start`, in place of config.json's `qaOverrides.allowedOrigins`. Unset or empty: null (config.json's
 * own list applies).
 * @param {string | undefined} value
 * @returns {string[] | null}
 * @throws {Error} a one-line message naming the first entry that is not an origin
 */
export function parseQaOrigins(value) {
  if (value === undefined || value.trim() === '') return null;
  return value.split(',').map((raw) => {
    const entry = raw.trim().replace(/\/+$/, '');
    if (entry === 'loopback') return entry;
    let origin = null;
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
    } catch {
      // Not a URL: refused below.
    }
    // Exactly an origin: a path, a query or credentials would suggest a narrower allowance than an origin gives.
    if (origin !== entry)
      throw new Error(
        `QA_ORIGINS: "${raw.trim()}" is not an http(s) origin (scheme://host[:port]) or "loopback".`,
      );
    return origin;
  });
}

/**
 * config.json with `qaOrigins` as its QA origins (`qaOverrides.allowedOrigins`). Unchanged for null, or when it
 * has no `qaOverrides`.
 * @param {Record<string, any>} config
 * @param {string[] | null} qaOrigins
 */
export function configWithQaOrigins(config, qaOrigins) {
  const qa = config.qaOverrides;
  if (!qaOrigins || !qa || typeof qa !== 'object') return config;
  return { ...config, qaOverrides: { ...qa, allowedOrigins: qaOrigins } };
}

/**
 * The deployment with `qaOrigins` as its QA origins (configWithQaOrigins), so the page policy and the config.json
 * the shell reads (shareTags.mjs renderRuntimeConfig) name the same ones.
 * @template {{ config: Record<string, any>, remotes: Record<string, string> }} D
 * @param {D} deployment
 * @param {string[] | null} qaOrigins
 * @returns {D}
 */
export function withQaOrigins(deployment, qaOrigins) {
  return { ...deployment, config: configWithQaOrigins(deployment.config, qaOrigins) };
}
