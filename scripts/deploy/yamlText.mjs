// The YAML of the files scripts/deploy-config.mjs derives (docker-stack.yml, deploy/kubernetes/base/): written as
// Prettier writes it, so `prettier --check .` and `deploy-config.mjs --check` agree on every byte.
import { stringify } from 'yaml';

/**
 * `documents` as one YAML file, after a comment naming what it is made from.
 * @param {string} madeFrom e.g. 'apps.json and docker-compose.yml'
 * @param {unknown[]} documents
 */
export function yamlText(madeFrom, documents) {
  const header = `# Generated from ${madeFrom} by scripts/deploy-config.mjs: do not edit.\n`;
  // No folding of long values (lineWidth 0): a command or an nginx line stays one line, as Prettier keeps it.
  const texts = documents.map((document) =>
    stringify(document, { lineWidth: 0, singleQuote: true, nullStr: '', schema: 'yaml-1.1' }),
  );
  return header + texts.join('---\n');
}
