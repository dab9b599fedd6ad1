// Shared Jest settings for the browser packages: swc transform, jsdom, CSS modules as identity maps.
const path = require('node:path');

module.exports = function browserJestConfig(packageDir) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      // The markdown stack ships ESM only: let swc transform it.
      '/node_modules/(?!(react-markdown|unified|bail|is-plain-obj|trough|vfile[^/]*|unist-[^/]+|mdast-[^/]+|micromark[^/]*|decode-named-character-reference|character-entities[^/]*|character-reference-invalid|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|property-information|hast-[^/]+|space-separated-tokens|comma-separated-tokens|html-url-attributes|devlop|zwitch|longest-streak|ccount|markdown-table|trim-lines|estree-util-[^/]+|@ungap|html-void-elements|web-namespaces|stringify-entities|remark-[^/]+|rehype-[^/]+|inline-style-parser|style-to-[^/]+|escape-string-regexp|markdown-table|mdast-util-[^/]+)/)',
    ],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'types/style-stub.cjs'),
      '\\.(svg|png|jpe?g|webp|avif|mp4|webm)(\\?inline)?$': path.join(__dirname, 'types/file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'types/jest-setup.ts')],
  };
};
