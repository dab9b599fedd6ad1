// The nginx includes generated from the serving policy, and the template's QA mode, checked with Debian's nginx
// where it is installed (`nginx -t`: the module auth_request is built in).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readDeployment, withQaOrigins } from '../deployment.mjs';
import { nginxIncludes, QA_STATUS_LOCATION } from '../nginxIncludes.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const template = readFileSync(join(root, 'nginx/templates/default.conf.template'), 'utf8');
// As scripts/deploy-config.mjs renders the committed includes: every remote a release on the shop's origin.
const deployment = { ...readDeployment(join(root, 'shell/public')), remotes: {} };
const NGINX = '/usr/sbin/nginx';

/**
 * The entries of the map that sets `variable`, by key.
 * @param {string} conf
 * @param {string} variable
 */
function mapOf(conf, variable) {
  const found = new RegExp(`^map (\\S+) \\${variable} \\{\\n([\\s\\S]*?)\\n\\}`, 'm').exec(conf);
  assert.ok(found, `a map sets ${variable}`);
  const entries = found[2]
    .trim()
    .split('\n')
    // A key and a value, each quoted or bare, and maybe a comment.
    .map((line) => /^\s*("(?:[^"\\]|\\.)*"|\S+) ("(?:[^"\\]|\\.)*"|\S+);(?: #.*)?$/.exec(line))
    .map((entry) => {
      assert.ok(entry, 'each line of the map is a key and a value');
      return [entry[1].replace(/^"|"$/g, ''), entry[2].replace(/^"|"$/g, '')];
    });
  return { source: found[1], entries: Object.fromEntries(entries) };
}

test('with the committed config, no generated file names a loopback origin', () => {
  const includes = nginxIncludes(deployment);
  for (const [name, text] of Object.entries(includes))
    assert.doesNotMatch(text, /localhost|127\.0\.0\.1/, name);
  // The committed files are these (npm run lint: deploy-config.mjs --check).
  for (const [name, text] of Object.entries(includes))
    assert.equal(readFileSync(join(root, 'nginx/includes', name), 'utf8'), text, name);
});

test("the page's policy is keyed on the page and QA mode; only a page in QA mode allows the QA origins", () => {
  const maps = nginxIncludes(withQaOrigins(deployment, ['https://qa.example']))['policy-maps.conf'];
  const csp = mapOf(maps, '$sencha_content_security_policy');
  assert.equal(csp.source, '$sencha_is_page$sencha_qa');
  assert.match(csp.entries.default, /^default-src 'none'/);
  // "1": a shopper's page; "10" (the API refused the pass) too, by the regex; "11" only is QA mode.
  assert.ok(!csp.entries['~^1'].includes('https://qa.example'));
  assert.match(csp.entries['11'], /script-src 'self' https:\/\/qa\.example;/);
  assert.equal(csp.entries['11'].replace(/ https:\/\/qa\.example/g, ''), csp.entries['~^1']);
  // The headers QA mode does not change keep their map on the page alone.
  assert.equal(mapOf(maps, '$sencha_x_frame_options').source, '$sencha_is_page');
  const cache = mapOf(maps, '$sencha_cache_control');
  assert.deepEqual(cache, {
    source: '$sencha_qa',
    entries: { default: '$sencha_path_cache_control', 1: 'private, no-cache' },
  });
  assert.equal(mapOf(maps, '$sencha_path_cache_control').source, '$uri');
});

test('qa-mode.conf asks the internal location, and only the page locations include it', () => {
  const qaMode = nginxIncludes(deployment)['qa-mode.conf'];
  assert.match(qaMode, new RegExp(`^auth_request ${QA_STATUS_LOCATION};$`, 'm'));
  assert.match(qaMode, /^auth_request_set \$sencha_qa \$upstream_http_x_sencha_qa;$/m);

  const locationOf = (/** @type {number | undefined} */ index) =>
    [...template.slice(0, index).matchAll(/^ {4}location (.+) \{$/gm)].at(-1)?.[1];
  const including = [...template.matchAll(/include \$\{NGINX_INCLUDES\}\/qa-mode\.conf;/g)].map((m) =>
    locationOf(m.index),
  );
  assert.deepEqual(including, ['= /index.html', '= /versions']);
  const status = template.slice(template.indexOf(`location = ${QA_STATUS_LOCATION} {`));
  assert.ok(status.length < template.length, 'the template has the internal location');
  const block = status.slice(0, status.indexOf('\n    }\n'));
  assert.match(block, /^\s+internal;$/m);
  assert.match(block, /if \(\$cookie_sencha_qa_pass = ""\) \{\s+return 204;/);
  assert.match(block, /proxy_pass http:\/\/sencha_api\/api\/qa\/status;/);
  // The API down or failing is not a QA page, and not a failed page either.
  assert.match(block, /error_page [\d ]*\b502\b[\d ]* = @sencha_qa_off;/);
  assert.match(template, /location @sencha_qa_off \{\s+return 204;\s+\}/);
});

test(
  'nginx accepts the rendered template with QA origins in its includes',
  { skip: !existsSync(NGINX) },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'sencha-nginx-t-'));
    const includes = join(dir, 'includes');
    mkdirSync(includes);
    const generated = nginxIncludes(withQaOrigins(deployment, ['http://localhost:3105', 'loopback']));
    for (const [name, text] of Object.entries(generated)) writeFileSync(join(includes, name), text);
    const vars = {
      LISTEN_PORT: '127.0.0.1:18080',
      RELEASES_ROOT: join(dir, 'releases'),
      API_UPSTREAM: '127.0.0.1:9',
      NGINX_INCLUDES: includes,
      NGINX_BROTLI: join(root, 'nginx/compression/off.conf'),
      PUBLIC_URL: 'http://127.0.0.1:18080',
      RENDER_UPSTREAM: '127.0.0.1:10',
      NGINX_CACHE_DIR: join(dir, 'cache'),
    };
    mkdirSync(vars.NGINX_CACHE_DIR);
    writeFileSync(
      join(dir, 'site.conf'),
      template.replace(
        /\$\{(\w+)\}/g,
        (match, name) => vars[/** @type {keyof typeof vars} */ (name)] ?? match,
      ),
    );
    const temp = (/** @type {string} */ name) => `${name}_temp_path ${join(dir, name)};`;
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        `pid ${join(dir, 'nginx.pid')};`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
        `  include ${join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    const log = join(dir, 'error.log');
    execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', log], { stdio: 'pipe' });
  },
);
