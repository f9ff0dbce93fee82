/**
 * What is wrong with a value, by a contract schema (valibot), in the studio's words: each problem's
 * place ("/countries/2/phone"), a sentence ("Expected string length less or equal to 50") and the
 * rules of the field it is in (as JSON Schema names them: minLength, maxLength, pattern, minimum,
 * maximum, minItems, maxItems), for a form to word its own hint by. The studio's forms, its feed
 * check and the server's import plan read problems here; the viewer app does not.
 */
import * as v from 'valibot';

export interface FieldRules {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  integer?: boolean;
}

export interface SchemaProblem {
  /** JSON Pointer of the value at fault: '' for the whole value. */
  path: string;
  message: string;
  rules: FieldRules;
}

type Node = v.GenericSchema & { type: string; pipe?: readonly { kind: string; type: string; requirement?: unknown }[] };
type Wrapper = Node & { wrapped: Node };
type WithEntries = Node & { entries: Record<string, Node> };

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);
const UNIONS = new Set(['union', 'picklist', 'variant', 'enum', 'literal']);

/** A schema without its optional or nullable wrapping. */
function unwrapped(schema: Node): Node {
  let node = schema;
  while (WRAPPERS.has(node.type)) node = (node as Wrapper).wrapped;
  return node;
}

/** The schema a path leads to (keys of objects, indexes of arrays), or undefined past where it knows. */
function schemaAt(schema: Node, keys: readonly unknown[]): Node | undefined {
  let node: Node | undefined = unwrapped(schema);
  for (const key of keys) {
    if (!node) return undefined;
    if ('entries' in node) node = (node as WithEntries).entries[String(key)];
    else if (node.type === 'array') node = (node as Node & { item: Node }).item;
    else return undefined;
    if (node) node = unwrapped(node);
  }
  return node;
}

/** A pattern as JSON Schema carries it (a RegExp's source escapes '/', the pattern's text need not). */
const patternOf = (regex: RegExp) => regex.source.replace(/\\\//g, '/');

/** The bounds a schema's pipe sets, by their JSON Schema names. */
export function rulesOf(schema: Node | undefined): FieldRules {
  const rules: FieldRules = {};
  if (!schema || UNIONS.has(schema.type)) return rules;
  const list = schema.type === 'array';
  for (const action of schema.pipe ?? []) {
    const requirement = action.requirement;
    if (action.type === 'min_length') rules[list ? 'minItems' : 'minLength'] = requirement as number;
    else if (action.type === 'max_length') rules[list ? 'maxItems' : 'maxLength'] = requirement as number;
    else if (action.type === 'regex') rules.pattern = patternOf(requirement as RegExp);
    else if (action.type === 'min_value') rules.minimum = requirement as number;
    else if (action.type === 'max_value') rules.maximum = requirement as number;
    else if (action.type === 'integer') rules.integer = true;
  }
  return rules;
}

/** A sentence for one issue; the same words the studio has always shown (TypeBox's). */
function sentence(issue: v.BaseIssue<unknown>, node: Node | undefined, rules: FieldRules): string {
  if (issue.kind === 'schema' && issue.expected === 'never') return 'Unexpected property';
  if (issue.kind === 'schema' && issue.expected?.startsWith('"') && issue.input === undefined) return 'Expected required property';
  if (node && UNIONS.has(node.type)) return 'Expected union value';
  const requirement = issue.requirement;
  const many = Array.isArray(issue.input);
  switch (issue.type) {
    case 'string':
      return 'Expected string';
    case 'boolean':
      return 'Expected boolean';
    case 'array':
      return 'Expected array';
    case 'number':
      return rules.integer ? 'Expected integer' : 'Expected number';
    case 'integer':
      return 'Expected integer';
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return 'Expected object';
    case 'min_length':
      return many
        ? `Expected array length to be greater or equal to ${String(requirement)}`
        : `Expected string length greater or equal to ${String(requirement)}`;
    case 'max_length':
      return many ? `Expected array length to be less or equal to ${String(requirement)}` : `Expected string length less or equal to ${String(requirement)}`;
    case 'regex':
      return `Expected string to match '${patternOf(requirement as RegExp)}'`;
    case 'min_value':
      return `Expected ${rules.integer ? 'integer' : 'number'} to be greater or equal to ${String(requirement)}`;
    case 'max_value':
      return `Expected ${rules.integer ? 'integer' : 'number'} to be less or equal to ${String(requirement)}`;
    default:
      return issue.message;
  }
}

const OBJECTS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);
type Key = string | number;
interface Found {
  keys: Key[];
  message: string;
  /** Where TypeBox looked first: at each object, missing fields (0), then unknown ones (1), then its fields in order (2 + index). */
  order: number[];
}

/**
 * What valibot lets by and the studio has always refused: a list where an object belongs (valibot
 * reads a list as an object), and a field a closed object does not name (valibot drops it; the
 * server's JSON Schema strips it from a request).
 */
function closedProblems(schema: Node, value: unknown, keys: Key[], found: Found[]): void {
  const node = unwrapped(schema);
  if (value === null || typeof value !== 'object') return;
  if (OBJECTS.has(node.type)) {
    if (Array.isArray(value)) return void found.push({ keys, message: 'Expected object', order: [] });
    const entries = (node as WithEntries).entries;
    for (const key of Object.keys(value)) {
      if (key in entries) closedProblems(entries[key]!, (value as Record<string, unknown>)[key], [...keys, key], found);
      else if (node.type === 'object') found.push({ keys: [...keys, key], message: 'Unexpected property', order: [] });
    }
  } else if (node.type === 'array' && Array.isArray(value)) {
    const item = (node as Node & { item: Node }).item;
    value.forEach((entry, index) => closedProblems(item, entry, [...keys, index], found));
  }
}

/** The order TypeBox found a problem in, as a list to compare. */
function orderOf(schema: Node, value: unknown, keys: Key[], missing: boolean): number[] {
  const order: number[] = [];
  let node: Node | undefined = unwrapped(schema);
  let here = value;
  keys.forEach((key, index) => {
    if (node && OBJECTS.has(node.type)) {
      const names = Object.keys((node as WithEntries).entries);
      const known = names.indexOf(String(key));
      const last = index === keys.length - 1;
      if (known < 0) order.push(1, here && typeof here === 'object' ? Object.keys(here).indexOf(String(key)) : 0);
      else order.push(last && missing ? 0 : 2, known);
      node = known < 0 ? undefined : (node as WithEntries).entries[String(key)];
    } else {
      order.push(Number(key));
      node = node?.type === 'array' ? (node as Node & { item: Node }).item : undefined;
    }
    if (node) node = unwrapped(node);
    here = here && typeof here === 'object' ? (here as Record<string, unknown>)[String(key)] : undefined;
  });
  return order;
}

const pointer = (keys: readonly Key[]) => keys.map((key) => `/${String(key)}`).join('');
const within = (keys: readonly Key[], prefix: readonly Key[]) => prefix.length < keys.length && prefix.every((key, i) => String(keys[i]) === String(key));
function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Every problem of `value` by `schema`, in the order TypeBox named them; none when it fits. */
export function schemaProblems(schema: v.GenericSchema, value: unknown): SchemaProblem[] {
  const root = schema as Node;
  const found: Found[] = [];
  closedProblems(root, value, [], found);
  const notObjects = found.filter((f) => f.message === 'Expected object').map((f) => f.keys);
  const result = v.safeParse(schema, value);
  for (const issue of result.issues ?? []) {
    const keys = (issue.path ?? []).map((step) => step.key as Key);
    if (notObjects.some((prefix) => within(keys, prefix) || pointer(prefix) === pointer(keys))) continue;
    const node = schemaAt(root, keys);
    const missing = issue.kind === 'schema' && issue.input === undefined && Boolean(issue.expected?.startsWith('"'));
    found.push({ keys, message: sentence(issue, node, rulesOf(node)), order: orderOf(root, value, keys, missing) });
  }
  for (const f of found) if (f.message === 'Unexpected property' || f.message === 'Expected object') f.order = orderOf(root, value, f.keys, false);
  return found
    .map((f, index) => ({ f, index }))
    .sort((a, b) => compare(a.f.order, b.f.order) || a.index - b.index)
    .map(({ f }) => ({ path: pointer(f.keys), message: f.message, rules: rulesOf(schemaAt(root, f.keys)) }));
}
