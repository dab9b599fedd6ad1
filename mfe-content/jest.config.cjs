// The shared preset with one local fix (to be folded back into jest.preset.cjs by its owner): its
// transformIgnorePatterns puts prefixes such as `hast-` directly before `/`, so ESM-only packages like
// hast-util-to-jsx-runtime (pulled in by react-markdown) stay untransformed and every markdown page fails to load.
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
};
