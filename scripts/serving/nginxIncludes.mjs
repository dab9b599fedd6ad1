// Renders the serving policy (policy.mjs) as nginx includes, so nginx and `npm start` apply one definition.
// Written to nginx/includes/ by scripts/deploy-config.mjs; `--check` (npm run lint) fails when they are stale.
import {
  CACHE_CONTROL,
  CACHE_RULES,
  DEFAULT_CACHE,
  HSTS,
  PRIVATE_FILES,
  securityHeaders,
} from './policy.mjs';

const HEADER = '# Generated from scripts/serving/policy.mjs by scripts/deploy-config.mjs: do not edit.\n';
const quote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
// Regexes keep their backslashes: nginx unescapes only \\" \\' \\\\ \\t \\r \\n inside quotes.
const quoteRegex = (pattern) => `"${pattern.replace(/"/g, '\\"')}"`;

function policyMaps() {
  const rules = CACHE_RULES.map(
    (rule) => `    ${quoteRegex(`~${rule.pattern}`)} ${quote(CACHE_CONTROL[rule.cache])}; # ${rule.name}`,
  );
  return [
    HEADER,
    '# Cache-Control of a static file, by the path it is served as (deep links are served as /index.html).',
    'map $uri $sencha_cache_control {',
    `    default ${quote(CACHE_CONTROL[DEFAULT_CACHE])};`,
    ...rules,
    '}',
    '',
    '# HSTS only over TLS (an empty value sends no header).',
    'map $scheme $sencha_hsts {',
    '    default "";',
    `    https ${quote(HSTS)};`,
    '}',
    '',
  ].join('\n');
}

/** Headers a page framed by the shop sets itself (the API's sandbox card form: frame-ancestors 'self'). */
const FRAMED_PAGE_OWN = ['Content-Security-Policy', 'X-Frame-Options'];

function securityHeaderLines(deployment, except = []) {
  return [
    ...Object.entries(securityHeaders(deployment))
      .filter(([name]) => !except.includes(name))
      .map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header Strict-Transport-Security $sencha_hsts always;',
  ];
}

/** @param {{ config: Record<string, any>, remotes: Record<string, string> }} deployment */
export function nginxIncludes(deployment) {
  const security = securityHeaderLines(deployment);
  return {
    'policy-maps.conf': policyMaps(),
    'security-headers.conf': [HEADER, ...security, ''].join('\n'),
    'framed-page-headers.conf': [
      HEADER,
      "# The API's sandbox card form, framed by the checkout page, sends its own CSP and X-Frame-Options.",
      ...securityHeaderLines(deployment, FRAMED_PAGE_OWN),
      '',
    ].join('\n'),
    'static-headers.conf': [
      HEADER,
      // Not `always`: a 404 must never be cached for a year (an old tab asking for a chunk of a rolled-back release).
      'add_header Cache-Control $sencha_cache_control;',
      ...security,
      '',
    ].join('\n'),
    'private-files.conf': [
      HEADER,
      '# Source maps and build stats are not public.',
      `location ~ ${quoteRegex(PRIVATE_FILES)} {`,
      '    default_type text/plain;',
      ...security.map((line) => `    ${line}`),
      "    return 404 'Not found';",
      '}',
      '',
    ].join('\n'),
  };
}
