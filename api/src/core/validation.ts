/**
 * Request validation: Fastify's own Ajv compiler (@fastify/ajv-compiler) with the shop's wire rule
 * (docs/observability.md#wire-values), for every route that declares a schema:
 *
 * - Every value a schema types as a string is well-formed Unicode (no lone surrogate: PostgreSQL's json refuses
 *   one and its text columns would store a replacement character) without NUL (PostgreSQL refuses it), within
 *   the schema's maxLength; every number or integer is finite (JSON.parse reads 1e309 as Infinity, and Ajv's
 *   coercion of the text "Infinity" skips minimum and maximum).
 * - Bodies are JSON: their values keep their JSON types (quantity "2" is refused, not read as 2). Query strings
 *   and path parameters are text by nature and are still coerced to the schema's types (limit=20 is 20).
 *
 * The rule is a keyword this module adds to every string, number and integer node of every schema as it is
 * compiled, named schemas (addSchema) included: a route cannot leave it out. Values a schema leaves untyped
 * (Type.Unknown: the contact form's fields, the newsletter's e-mail) are judged by their own rules, which refuse
 * the same characters with the form's words. A refusal is an ordinary validation error: 400 in the shared shape
 * (http/errors.ts), e.g. 'body/shippingAddress/name must be well-formed Unicode text'.
 */
import type { Ajv, BuildCompilerFromPool, ValidatorFactory } from '@fastify/ajv-compiler';
import AjvCompiler from '@fastify/ajv-compiler';
import type { FuncKeywordDefinition } from 'ajv';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';

/** The keyword carrying the rule; never written in a schema by hand (withWireRule adds it). */
export const WIRE_KEYWORD = 'wireValue';

// With the u flag a surrogate pair is one code point outside this range: only lone surrogates match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Why a string or number is refused by the wire rule, or undefined when it passes (other values always do). */
export function wireValueProblem(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'must not contain NUL characters';
    if (LONE_SURROGATE.test(value)) return 'must be well-formed Unicode text';
  } else if (typeof value === 'number' && !Number.isFinite(value)) {
    return 'must be a finite number';
  }
  return undefined;
}

type DataValidate = NonNullable<FuncKeywordDefinition['validate']> & { errors?: unknown[] };

// Ajv reads `errors` only after a false answer: nothing is allocated for the values that pass (nearly all).
const validateWireValue: DataValidate = (_enabled: boolean, data: unknown): boolean => {
  const message = wireValueProblem(data);
  if (message === undefined) return true;
  validateWireValue.errors = [{ keyword: WIRE_KEYWORD, message, params: {} }];
  return false;
};

// No `type` restriction: Ajv runs typed keywords only on finite numbers, and a coerced "Infinity" is not one.
const wireKeyword: FuncKeywordDefinition = {
  keyword: WIRE_KEYWORD,
  schemaType: 'boolean',
  errors: true,
  validate: validateWireValue,
};

const TYPED = new Set(['string', 'number', 'integer']);
/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE = ['items', 'additionalItems', 'contains', 'not', 'if', 'then', 'else', 'additionalProperties'];
const ONE_MORE = ['propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a JSON schema with the wire keyword on every string, number and integer node. */
export function withWireRule(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const copy: Record<string, unknown> = { ...schema };
  for (const key of [...ONE, ...ONE_MORE]) {
    const value = schema[key];
    if (Array.isArray(value)) copy[key] = value.map(withWireRule);
    else if (isObject(value)) copy[key] = withWireRule(value);
  }
  for (const key of LIST) {
    const value = schema[key];
    if (Array.isArray(value)) copy[key] = value.map(withWireRule);
  }
  for (const key of MAP) {
    const value = schema[key];
    if (isObject(value))
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withWireRule(sub)]));
  }
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.some((type) => typeof type === 'string' && TYPED.has(type))) copy[WIRE_KEYWORD] = true;
  return copy;
}

type RouteDefinition = FastifyRouteSchemaDef<unknown>;
type Validate = ReturnType<ReturnType<BuildCompilerFromPool>>;

/**
 * The server's `schemaController.compilersFactory.buildValidator`: one Ajv for bodies (no coercion) and one for
 * the URL's parts (coerced), both with the wire keyword and the named schemas carrying it.
 */
export function wireValidators(): ValidatorFactory {
  const pool = AjvCompiler();
  const build = (externalSchemas: Record<string, unknown>, options: Parameters<typeof pool>[1] = {}) => {
    const external = Object.fromEntries(
      Object.entries(externalSchemas).map(([id, schema]) => [id, withWireRule(schema)]),
    ) as Parameters<typeof pool>[0];
    const shared = {
      ...options,
      mode: undefined,
      onCreate: (ajv: Ajv) => {
        ajv.addKeyword(wireKeyword);
      },
    };
    // Fastify passes the route's definition, not the bare schema @fastify/ajv-compiler's types name.
    const forBody = pool(external, {
      ...shared,
      customOptions: { ...options.customOptions, coerceTypes: false },
    }) as unknown as (route: RouteDefinition) => Validate;
    const forUrl = pool(external, {
      ...shared,
      customOptions: { ...options.customOptions },
    }) as unknown as (route: RouteDefinition) => Validate;
    return (route: RouteDefinition): Validate =>
      (route.httpPart === 'body' ? forBody : forUrl)({ ...route, schema: withWireRule(route.schema) });
  };
  return build as unknown as ValidatorFactory;
}
