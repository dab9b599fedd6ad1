// The shared preset plus two local gaps fixed (to be folded back into jest.preset.cjs by its owner):
// - its transformIgnorePatterns lists prefixes such as `hast-` followed directly by `/`, so packages like
//   hast-util-to-jsx-runtime (ESM only, pulled in by react-markdown) were left untransformed;
// - jsdom has no TextEncoder, which react-router 7 needs at import time.
const path = require('node:path');
const preset = require('../jest.preset.cjs')(__dirname);

const esmOnlyPackages = [
  'react-markdown',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile[^/]*',
  'unist-[^/]+',
  'mdast-[^/]+',
  'micromark[^/]*',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'property-information',
  'hast-[^/]+',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'devlop',
  'zwitch',
  'longest-streak',
  'ccount',
  'markdown-table',
  'trim-lines',
  'estree-util-[^/]+',
  '@ungap',
  'html-void-elements',
  'web-namespaces',
  'stringify-entities',
  'remark-[^/]+',
  'rehype-[^/]+',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  setupFiles: [...(preset.setupFiles ?? []), path.join(__dirname, 'jest.polyfills.cjs')],
};
