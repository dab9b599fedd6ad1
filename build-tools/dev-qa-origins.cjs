// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * `npm run dev`: the shell's config.json (read from public/ on every request, so edits apply) with `loopback`
 * among its QA origins, so a developer's QA pass can load a remote built on this machine. The dev server sends no
 * Content-Security-Policy; production servers allow only the listed origins (docs/qa-overrides.md).
 * @param {string} dir the shell's folder
 * @returns {(middlewares: import('webpack-dev-server').Middleware[]) => import('webpack-dev-server').Middleware[]}
 */
function withDevQaOrigins(dir) {
  return (middlewares) => [
    {
      name: 'dev-qa-origins',
      path: '/config.json',
      /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
      middleware: (_req, res) => {
        const config = JSON.parse(fs.readFileSync(path.join(dir, 'public/config.json'), 'utf8'));
        const listed = config.qaOverrides?.allowedOrigins ?? [];
        if (config.qaOverrides && !listed.includes('loopback'))
          config.qaOverrides = { ...config.qaOverrides, allowedOrigins: [...listed, 'loopback'] };
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(config, null, 2));
      },
    },
    ...middlewares,
  ];
}

module.exports = { withDevQaOrigins };
