// Fails when a link between the repository's own pages leads nowhere (run by `npm run lint`): every relative
// link in a Markdown file (and its #anchor, by GitHub's heading slugs), and every docs/<page>.md#anchor a source
// comment cites. Pages move and headings get renamed; a link that silently stops working sends the next reader
// to the wrong place, so this is checked on every lint rather than found by a reader.
// Prints one line per broken link (`file:line: target: reason`) and exits 1; prints nothing and exits 0 when all
// resolve. External links (https:, mailto:) are not fetched: the check runs offline.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A link found in a file: where it is and what it points at. */
/** @typedef {{ line: number, target: string }} Link */

/** Source files whose comments may cite docs pages. */
const SOURCE_FILE = /\.(ts|tsx|mts|cts|mjs|cjs|js|css)$/;
/** This checker's own test: its examples of broken links are broken on purpose. */
const OWN_TEST = 'scripts/test/check-links.test.mjs';
/** Generated or third-party folders: their text is not ours to keep in step. */
const SKIPPED_DIR = /(^|\/)(node_modules|dist|build|coverage|\.qa|test-results|playwright-report)\//;

/**
 * GitHub's anchor for a heading's text: lowercased, every character that is not a letter, a digit, a space, a
 * hyphen or an underscore removed, each space turned into a hyphen (github-slugger's rule, without its
 * de-duplication, which headingAnchors adds).
 * @param {string} text the heading as rendered (no Markdown syntax)
 */
export function slugify(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * A heading's text as GitHub renders it: code spans, emphasis and images or links reduced to their text, HTML
 * tags dropped, so the slug is made from what a reader sees.
 * @param {string} raw the text after the `#` marks
 */
export function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2');
}

/**
 * Every line of a Markdown text that is outside a fenced code block, with its 1-based number: links and headings
 * inside fences are examples, not structure.
 * @param {string} markdown
 * @returns {{ text: string, line: number }[]}
 */
function proseLines(markdown) {
  /** @type {{ text: string, line: number }[]} */
  const lines = [];
  /** @type {string | null} */
  let fence = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text);
    if (marker) {
      if (fence === null) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) lines.push({ text, line: index + 1 });
  });
  return lines;
}

/**
 * The anchors a Markdown page offers: its headings' slugs (a repeated slug gets -1, -2... as on GitHub) and the
 * ids of explicit `<a id>` / `<a name>` anchors.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingAnchors(markdown) {
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const { text } of proseLines(markdown)) {
    for (const match of text.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(text);
    if (!heading) continue;
    const slug = slugify(headingText(heading[1]));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The link targets of a Markdown text: inline links and images `[text](target)`, reference definitions
 * `[id]: target` and HTML `href`/`src` attributes, outside code fences and code spans.
 * @param {string} markdown
 * @returns {Link[]}
 */
export function markdownLinks(markdown) {
  /** @type {Link[]} */
  const links = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`]*?\1/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line, target: match[1] });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose);
    if (definition) links.push({ line, target: definition[1] });
    for (const match of prose.matchAll(/\s(?:href|src)="([^"]+)"/g)) links.push({ line, target: match[1] });
  }
  return links;
}

/**
 * The docs pages a source file cites (`docs/<page>.md` or `docs/<folder>/<page>.md`, with an optional
 * #anchor), wherever they appear: in practice in comments, which is where the code explains itself.
 * @param {string} source
 * @returns {Link[]}
 */
export function sourceDocReferences(source) {
  /** @type {Link[]} */
  const links = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g)) {
      links.push({ line: index + 1, target: match[0] });
    }
  });
  return links;
}

/**
 * Why a link from `fromFile` does not resolve, or null when it does. External links are accepted unread.
 * @param {string} root the repository's folder
 * @param {string} fromFile the linking file, relative to root
 * @param {string} target the link as written
 * @param {(file: string) => Set<string>} anchorsOf the anchors of a Markdown file (absolute path)
 * @param {boolean} fromRoot whether the target is relative to the repository's root (source citations)
 */
export function brokenReason(root, fromFile, target, anchorsOf, fromRoot = false) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const [pathAndQuery, anchor = ''] = target.split('#', 2);
  const path = decodeURIComponent(pathAndQuery.split('?')[0]);
  const base = fromRoot ? root : dirname(join(root, fromFile));
  const file =
    path === '' ? join(root, fromFile) : path.startsWith('/') ? join(root, path) : resolve(base, path);
  if (!existsSync(file)) return 'no such file';
  if (anchor === '' || !file.endsWith('.md') || statSync(file).isDirectory()) return null;
  return anchorsOf(file).has(decodeURIComponent(anchor)) ? null : `no heading or anchor #${anchor}`;
}

/**
 * The repository's files that git knows of or would add (tracked, or new and not ignored), that exist now.
 * @param {string} root
 */
function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))].filter(
    (file) => file !== '' && !SKIPPED_DIR.test(file) && existsSync(join(root, file)),
  );
}

/**
 * Every broken link of the repository, one line each.
 * @param {string} root
 * @returns {string[]}
 */
export function checkRepository(root) {
  /** @type {Map<string, Set<string>>} */
  const cache = new Map();
  /** @param {string} file */
  const anchorsOf = (file) => {
    let anchors = cache.get(file);
    if (!anchors) cache.set(file, (anchors = headingAnchors(readFileSync(file, 'utf8'))));
    return anchors;
  };
  /** @type {string[]} */
  const problems = [];
  for (const file of repositoryFiles(root)) {
    const isMarkdown = file.endsWith('.md');
    if ((!isMarkdown && !SOURCE_FILE.test(file)) || file === OWN_TEST) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const links = isMarkdown ? markdownLinks(text) : sourceDocReferences(text);
    for (const { line, target } of links) {
      const reason = brokenReason(root, file, target, anchorsOf, !isMarkdown);
      if (reason) problems.push(`${posix.normalize(file)}:${line}: ${target}: ${reason}`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = checkRepository(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} broken link(s) (${relative(process.cwd(), root) || '.'}: scripts/check-links.mjs)`,
    );
    process.exitCode = 1;
  }
}
