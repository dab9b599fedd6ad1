/**
 * What the hostile-input sweep (hostile-input.test.ts) sends, and how it reads the routes' schemas: the probes, a
 * plausible value for a schema (so that a probe in one field is not refused for a missing other), the leaves of
 * a body, and the strings and numbers a request schema leaves unbounded (docs/observability.md#wire-values).
 */
import { allSchemas } from '@sencha/shared/contract';

export interface Probe {
  name: string;
  /** As sent: JSON text in a body, percent-encoded text in a URL. */
  raw: string;
  /** Refused (400) wherever a schema expects text: the wire rule. */
  badText?: true;
  /** Refused (400) wherever a schema expects a number. */
  badNumber?: true;
}

/** One value of a JSON body replaced by each of these, in turn. */
export const JSON_PROBES: Probe[] = [
  { name: 'a lone high surrogate', raw: '"\\ud800"', badText: true },
  { name: 'a lone low surrogate', raw: '"x\\udc00"', badText: true },
  { name: 'NUL', raw: '"a\\u0000b"', badText: true },
  { name: 'the text "Infinity"', raw: '"Infinity"', badNumber: true },
  { name: '1e309 (Infinity once parsed)', raw: '1e309', badNumber: true },
  { name: '-1e309', raw: '-1e309', badNumber: true },
  { name: '-0', raw: '-0' },
  { name: 'a number as text', raw: '"2"', badNumber: true },
  { name: 'a __proto__ object', raw: '{"__proto__":{"polluted":true}}' },
  { name: 'a constructor.prototype object', raw: '{"constructor":{"prototype":{"polluted":true}}}' },
  { name: 'null', raw: 'null' },
  { name: 'an empty list', raw: '[]' },
];

/** Whole bodies, JSON and form, sent to every route that takes a body. */
export const BODY_PROBES: { name: string; type: string; raw: string }[] = [
  { name: 'a __proto__ key', type: 'application/json', raw: '{"__proto__":{"polluted":true}}' },
  {
    name: 'a constructor.prototype key',
    type: 'application/json',
    raw: '{"constructor":{"prototype":{"polluted":true}}}',
  },
  { name: '1e309', type: 'application/json', raw: '1e309' },
  { name: 'a lone surrogate', type: 'application/json', raw: '"\\ud800"' },
  { name: 'null', type: 'application/json', raw: 'null' },
  { name: 'a hostile form', type: 'application/x-www-form-urlencoded', raw: 'a=%00&__proto__=x&b=%ED%A0%80' },
];

/** One query parameter or path parameter replaced by each of these (percent-encoded as sent). */
export const URL_PROBES: Probe[] = [
  { name: 'NUL', raw: '%00', badText: true },
  { name: 'a lone surrogate as UTF-8 bytes', raw: '%ED%A0%80' },
  { name: 'invalid UTF-8', raw: '%FF' },
  { name: 'Infinity', raw: 'Infinity', badNumber: true },
  { name: '-Infinity', raw: '-Infinity', badNumber: true },
  { name: '1e309', raw: '1e309', badNumber: true },
  { name: 'NaN', raw: 'NaN', badNumber: true },
  { name: '-0', raw: '-0' },
  { name: 'a number', raw: '2' },
];

/** Query parameters no route declares, added to every request's query. */
export const EXTRA_QUERY = '__proto__=x&constructor=%00&toString=Infinity';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const named = new Map(allSchemas.map((schema) => [schema.$id as string, schema as unknown as Node]));

/** A schema with its $ref followed (the shared schemas are referenced by $id). */
export function resolve(schema: unknown): Node {
  let node = isNode(schema) ? schema : {};
  for (let hops = 0; typeof node.$ref === 'string' && hops < 10; hops += 1) node = named.get(node.$ref) ?? {};
  return node;
}

const types = (node: Node): unknown[] => (Array.isArray(node.type) ? node.type : [node.type]);

/** The schema's properties, resolved (an object schema's; none for anything else). */
export function propertiesOf(schema: unknown): [string, Node][] {
  const node = resolve(schema);
  return isNode(node.properties)
    ? Object.entries(node.properties).map(([name, sub]) => [name, resolve(sub)])
    : [];
}

export const isTextSchema = (schema: unknown) => types(resolve(schema)).includes('string');
export const isNumberSchema = (schema: unknown) =>
  types(resolve(schema)).some((type) => type === 'number' || type === 'integer');

/** A value the schema accepts in most cases: required properties only, minimums, first choices. */
export function sample(schema: unknown): unknown {
  const node = resolve(schema);
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum[0];
  const choices = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(choices)) return sample(choices.find((c) => !types(resolve(c)).includes('null')));
  const [type] = types(node);
  if (type === 'object') {
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    return Object.fromEntries(
      propertiesOf(node).flatMap(([k, s]) => (required.includes(k) ? [[k, sample(s)]] : [])),
    );
  }
  if (type === 'array') return [];
  if (type === 'string') return 'a'.repeat(Math.max(1, Number(node.minLength ?? 1)));
  if (type === 'number' || type === 'integer') {
    if (typeof node.minimum === 'number') return node.minimum;
    if (typeof node.exclusiveMinimum === 'number') return node.exclusiveMinimum + 1;
    return 1;
  }
  if (type === 'boolean') return true;
  return type === 'null' ? null : undefined;
}

/** The path of every string, number, boolean and null in a JSON value. */
export function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (isNode(value)) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return value === undefined ? [] : [at];
}

export function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

/** The body as JSON text with the value at `path` replaced by raw JSON text. */
export function withRawAt(body: unknown, path: (string | number)[], raw: string): string {
  const mark = '\u0001probe\u0001';
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = mark;
  return JSON.stringify(copy).replace(JSON.stringify(mark), raw);
}

const isNumber = (value: unknown) => typeof value === 'number';
const bounded = (node: Node) =>
  (isNumber(node.minimum) || isNumber(node.exclusiveMinimum)) &&
  (isNumber(node.maximum) || isNumber(node.exclusiveMaximum));

/** Every string without maxLength and every number without a minimum and a maximum, by path. */
export function unbounded(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  const node = resolve(schema);
  if (seen.has(node)) return [];
  seen.add(node);
  const found: string[] = [];
  const fixed = 'const' in node || Array.isArray(node.enum);
  if (types(node).includes('string') && !fixed && typeof node.maxLength !== 'number') found.push(at);
  if (isNumberSchema(node) && !fixed && !bounded(node)) found.push(at);
  for (const [name, sub] of propertiesOf(node)) found.push(...unbounded(sub, `${at}/${name}`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const sub of (node[key] as unknown[] | undefined) ?? []) found.push(...unbounded(sub, at, seen));
  for (const key of ['items', 'additionalProperties'])
    if (isNode(node[key])) found.push(...unbounded(node[key], `${at}/${key}`, seen));
  if (isNode(node.patternProperties))
    for (const sub of Object.values(node.patternProperties)) found.push(...unbounded(sub, `${at}/*`, seen));
  return found;
}
