/**
 * The contract as the checker reads it: openapi/openapi.yaml parsed, its
 * operations, and a validator that says precisely where an answer breaks it.
 *
 * Validation is Ajv (JSON Schema 2020-12, formats on) on the contract's own
 * schemas, with two things Ajv does not do for OpenAPI: the `success`
 * discriminator of the union envelope picks the branch to report on (so a
 * missing field in a success answer is not drowned in "or it should have been
 * a failure" noise), and fields the contract does not declare are collected
 * as warnings (the contract allows extra fields; a backend team still wants to
 * know).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { addDecimalPlaces } from './decimal-places.ts';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export type Schema = Record<string, unknown>;
type MediaType = { schema?: Schema };
type ResponseObject = { $ref?: string; description?: string; content?: Record<string, MediaType> };
export type Parameter = { $ref?: string; name: string; in: 'query' | 'path' | 'header' | 'cookie'; required?: boolean; schema?: Schema; example?: unknown };
type OperationObject = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
  'x-encrypted'?: boolean;
  /** The plaintext schema of an encrypted body. */
  'x-encrypted-payload'?: { $ref?: string };
};
/** `info.x-session-lifetime` (issue 28): how long a session token lives, idle and at most. */
export type SessionLifetime = { idleSeconds: number; absoluteSeconds: number };
export type Spec = {
  info: { title: string; version: string; 'x-session-lifetime'?: Partial<SessionLifetime> };
  security?: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas?: Record<string, Schema>; responses?: Record<string, ResponseObject>; parameters?: Record<string, Parameter> };
};

export type Operation = {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  protected: boolean;
  encrypted: boolean;
  parameters: Parameter[];
  /** Media type and JSON pointer of the request body schema, when the operation takes a body. */
  body?: { mediaType: string; pointer: string; schema: Schema };
  /** Declared statuses, as written ('200', '401', '5XX'). */
  statuses: string[];
  raw: OperationObject;
};

/** One way an answer breaks the contract (or the scenario's expectation). */
export type Problem = {
  kind: 'network' | 'timeout' | 'status' | 'content-type' | 'json' | 'envelope' | 'schema' | 'expectation';
  message: string;
  /** Where in the answer, as a JSON path (`value.list[0].amount`); '' for the whole body. */
  path?: string;
  /** Where in the contract: a JSON pointer into openapi.yaml. */
  schemaPath?: string;
  expected?: string;
  actual?: string;
};

/** A field the answer carries and the contract does not declare. */
export type Extra = { path: string; schemaPath: string };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (...tokens: Array<string | number>) => `#/${tokens.map((token) => escapeToken(String(token))).join('/')}`;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON path for people: `value.list[0]["odd key"]`. */
export function jsonPath(instancePath: string): string {
  if (!instancePath) return '';
  return instancePath
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, token) =>
        /^\d+$/.test(token)
          ? `${path}[${token}]`
          : /^[A-Za-z_$][\w$]*$/.test(token)
            ? `${path}${path ? '.' : ''}${token}`
            : `${path}[${JSON.stringify(token)}]`,
      '',
    );
}

/** Short text of a value for a report line. */
export function brief(value: unknown, max = 80): string {
  if (value === undefined) return '(missing)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const loaded = new Map<string, { text: string; contract: Contract }>();

export class Contract {
  readonly spec: Spec;
  readonly operations: Operation[];
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** Every schema object of the contract -> its JSON pointer (Ajv's errors point at the objects themselves). */
  private readonly pointers = new WeakMap<object, string>();

  constructor(spec: Spec) {
    this.spec = spec;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, discriminator: false, validateFormats: true });
    addFormats.default(this.ajv);
    addDecimalPlaces(this.ajv);
    // The OpenAPI document is not itself a JSON Schema: do not check it against the meta-schema (half a second).
    this.ajv.addSchema(spec as object, 'contract', undefined, false);
    this.operations = this.readOperations();
    this.index(spec, '#');
  }

  private index(node: unknown, at: string): void {
    if (typeof node !== 'object' || node === null || this.pointers.has(node)) return;
    this.pointers.set(node, at);
    for (const [key, child] of Object.entries(node)) this.index(child, `${at}/${escapeToken(key)}`);
  }

  /** Reads and parses the contract; the same file unchanged is read once per process (parsing takes a while). */
  static load(file: string): Contract {
    const text = readFileSync(file, 'utf8');
    const cached = loaded.get(file);
    if (cached?.text === text) return cached.contract;
    const contract = new Contract(parse(text) as Spec);
    loaded.set(file, { text, contract });
    return contract;
  }

  private readOperations(): Operation[] {
    const list: Operation[] = [];
    for (const [path, item] of Object.entries(this.spec.paths)) {
      for (const [method, raw] of Object.entries(item)) {
        if (!METHODS.includes(method) || !raw.operationId) continue;
        const security = raw.security ?? this.spec.security ?? [];
        const shared = (item as { parameters?: Parameter[] }).parameters ?? [];
        const parameters = [...shared, ...(raw.parameters ?? [])].map((parameter) => this.parameter(parameter));
        const [mediaType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
        list.push({
          operationId: raw.operationId,
          method: method.toUpperCase(),
          path,
          tag: raw.tags?.[0] ?? 'default',
          summary: raw.summary ?? '',
          protected: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
          encrypted: raw['x-encrypted'] === true,
          parameters,
          body:
            mediaType && media?.schema
              ? { mediaType, pointer: pointer('paths', path, method, 'requestBody', 'content', mediaType, 'schema'), schema: media.schema }
              : undefined,
          statuses: Object.keys(raw.responses),
          raw,
        });
      }
    }
    return list;
  }

  /** A parameter with its `$ref` and its schema's `$ref` followed (examples live on the schema). */
  private parameter(parameter: Parameter): Parameter {
    const resolved = parameter.$ref ? (this.deref(parameter.$ref).schema as unknown as Parameter) : parameter;
    return typeof resolved.schema?.$ref === 'string' ? { ...resolved, schema: this.deref(resolved.schema.$ref).schema } : resolved;
  }

  byId(operationId: string): Operation | undefined {
    return this.operations.find((operation) => operation.operationId === operationId);
  }

  /** The schema at a pointer, following `$ref`s; returns where it really lives. */
  deref(at: string): { pointer: string; schema: Schema } {
    let current = at;
    for (let hops = 0; hops < 32; hops += 1) {
      const schema = this.at(current);
      if (!isObject(schema)) throw new Error(`The contract has nothing at ${current}`);
      if (typeof schema.$ref !== 'string') return { pointer: current, schema };
      current = schema.$ref;
    }
    throw new Error(`Too many $ref hops from ${at}`);
  }

  private at(at: string): unknown {
    const tokens = at
      .replace(/^#\/?/, '')
      .split('/')
      .filter(Boolean)
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: unknown = this.spec;
    for (const token of tokens) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined;
    return node;
  }

  /** The status key the contract declares for a real status (exact, else its `5XX` range). */
  declaredStatus(operation: Operation, status: number): string | null {
    if (operation.statuses.includes(String(status))) return String(status);
    const range = `${String(status)[0]}XX`;
    if (operation.statuses.includes(range)) return range;
    return operation.statuses.includes('default') ? 'default' : null;
  }

  /** Media types and schema pointers the contract declares for an operation's status. */
  responseMedia(operation: Operation, status: string): Array<{ mediaType: string; pointer: string }> {
    const declared = operation.raw.responses[status];
    if (!declared) return [];
    const base = declared.$ref ? this.deref(declared.$ref).pointer : pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', status);
    const response = this.at(base) as ResponseObject;
    return Object.entries(response.content ?? {})
      .filter(([, media]) => media.schema)
      .map(([mediaType]) => ({ mediaType, pointer: `${base}/content/${escapeToken(mediaType)}/schema` }));
  }

  /** True when the value fits the schema at the pointer. */
  accepts(at: string, value: unknown): boolean {
    return this.compile(at)(value) === true;
  }

  private compile(at: string): ValidateFunction {
    let validate = this.compiled.get(at);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `contract${at}` });
      this.compiled.set(at, validate);
    }
    return validate;
  }

  /** Every way the value breaks the schema at the pointer, located in the answer and in the contract. */
  validate(at: string, value: unknown, path = ''): Problem[] {
    const { pointer: real, schema } = this.deref(at);
    const branch = this.discriminatedBranch(real, schema, value);
    if (branch) {
      if ('problem' in branch) return [{ ...branch.problem, path: jsonPath(path) }];
      return this.validate(branch.pointer, value, path);
    }
    const validate = this.compile(real);
    if (validate(value)) return [];
    return this.explain(validate.errors ?? [], real, path);
  }

  /**
   * The union envelope: `oneOf` with `discriminator: {propertyName: success}`.
   * Returns the branch the answer's discriminator value selects, a problem when
   * it selects none, or null for a schema that is not discriminated.
   */
  private discriminatedBranch(at: string, schema: Schema, value: unknown): { pointer: string } | { problem: Problem } | null {
    const property = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
    const branches = schema.oneOf as unknown[] | undefined;
    if (!property || !Array.isArray(branches)) return null;
    const constants = branches.map((_, index) => {
      const { schema: branch } = this.deref(`${at}/oneOf/${index}`);
      const field = isObject(branch.properties) ? (branch.properties[property] as Schema | undefined) : undefined;
      return field && 'const' in field ? field.const : undefined;
    });
    if (!isObject(value)) {
      return { problem: { kind: 'schema', message: 'must be an object', schemaPath: `${at}/oneOf`, expected: 'object', actual: brief(value) } };
    }
    if (!(property in value)) {
      return {
        problem: {
          kind: 'schema',
          message: `must have required property '${property}'`,
          schemaPath: `${at}/discriminator`,
          expected: `${property}: ${constants.map((constant) => JSON.stringify(constant)).join(' or ')}`,
          actual: '(missing)',
        },
      };
    }
    const index = constants.findIndex((constant) => constant === value[property]);
    if (index < 0) {
      return {
        problem: {
          kind: 'schema',
          message: `'${property}' must be ${constants.map((constant) => JSON.stringify(constant)).join(' or ')}`,
          schemaPath: `${at}/discriminator`,
          expected: constants.map((constant) => JSON.stringify(constant)).join(' or '),
          actual: brief(value[property]),
        },
      };
    }
    return { pointer: `${at}/oneOf/${index}` };
  }

  /** Ajv's errors as problems: where in the answer, where in the contract, expected and actual. */
  private explain(errors: ErrorObject[], root: string, prefix: string): Problem[] {
    // A failed anyOf/oneOf also reports each branch's errors. Where one branch got deeper
    // into the answer, its errors say more than the union's line; otherwise the union's one
    // line ("must match a schema in anyOf": ErrorDetails or null) replaces its branches'.
    const unions = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
    const deeper = (union: ErrorObject) => errors.some((error) => error.instancePath.startsWith(`${union.instancePath}/`));
    const problems: Problem[] = [];
    const seen = new Set<string>();
    for (const error of errors) {
      const isUnion = unions.includes(error);
      if (isUnion && deeper(error)) continue;
      if (!isUnion && unions.some((union) => union.instancePath === error.instancePath)) continue;
      const path = `${prefix}${error.instancePath}${error.keyword === 'required' ? `/${escapeToken(String((error.params as { missingProperty: string }).missingProperty))}` : ''}`;
      const schemaPath = this.schemaPathOf(error, root);
      const key = `${path} ${schemaPath} ${error.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({
        kind: 'schema',
        message: error.message ?? error.keyword,
        path: jsonPath(path),
        schemaPath,
        expected: expectation(error),
        actual: error.keyword === 'required' ? '(missing)' : brief(error.data),
      });
    }
    return problems;
  }

  /** Ajv's schemaPath is relative to whichever `$ref`'d schema it compiled: find the failing keyword's place in the contract instead. */
  private schemaPathOf(error: ErrorObject, root: string): string {
    const parent = error.parentSchema ? this.pointers.get(error.parentSchema) : undefined;
    return parent ? `${parent}/${error.keyword}` : `${root} (${error.schemaPath})`;
  }

  /** Fields the answer carries that the schema at the pointer (and the branch it matched) does not declare. */
  extras(at: string, value: unknown, path = ''): Extra[] {
    const { pointer: real, schema } = this.deref(at);
    const branch = this.discriminatedBranch(real, schema, value);
    if (branch) return 'pointer' in branch ? this.extras(branch.pointer, value, path) : [];
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const branches = schema[keyword];
      if (!Array.isArray(branches)) continue;
      const index = branches.findIndex((_, i) => this.accepts(`${real}/${keyword}/${i}`, value));
      return index < 0 ? [] : this.extras(`${real}/${keyword}/${index}`, value, path);
    }
    if (Array.isArray(value)) {
      if (!isObject(schema.items)) return [];
      return value.flatMap((item, index) => this.extras(`${real}/items`, item, `${path}/${index}`));
    }
    if (!isObject(value)) return [];
    const known = this.knownProperties(real);
    if (!known.declares) return [];
    const found: Extra[] = [];
    for (const [key, item] of Object.entries(value)) {
      const child = `${path}/${escapeToken(key)}`;
      const declared = known.properties.get(key) ?? known.patterns.find(([pattern]) => new RegExp(pattern, 'u').test(key))?.[1];
      if (declared) found.push(...this.extras(declared, item, child));
      else if (known.additional === true) continue;
      else if (typeof known.additional === 'string') found.push(...this.extras(known.additional, item, child));
      else found.push({ path: jsonPath(child), schemaPath: real });
    }
    return found;
  }

  /** Properties an object schema declares, including its `allOf` parts. */
  private knownProperties(at: string): {
    declares: boolean;
    properties: Map<string, string>;
    patterns: Array<[string, string]>;
    additional: boolean | string | undefined;
  } {
    const { pointer: real, schema } = this.deref(at);
    const properties = new Map<string, string>();
    const patterns: Array<[string, string]> = [];
    let declares = isObject(schema.properties) || isObject(schema.patternProperties);
    let additional: boolean | string | undefined;
    if (isObject(schema.properties)) for (const key of Object.keys(schema.properties)) properties.set(key, `${real}/properties/${escapeToken(key)}`);
    if (isObject(schema.patternProperties)) {
      for (const key of Object.keys(schema.patternProperties)) patterns.push([key, `${real}/patternProperties/${escapeToken(key)}`]);
    }
    if (schema.additionalProperties === true || (isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0))
      additional = true;
    else if (isObject(schema.additionalProperties)) additional = `${real}/additionalProperties`;
    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((_, index) => {
        const part = this.knownProperties(`${real}/allOf/${index}`);
        declares ||= part.declares;
        for (const [key, value] of part.properties) if (!properties.has(key)) properties.set(key, value);
        patterns.push(...part.patterns);
        additional ??= part.additional;
      });
    }
    return { declares, properties, patterns, additional };
  }
}

/** What the contract wanted, from the failing keyword. */
function expectation(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const schema = error.schema as unknown;
  switch (error.keyword) {
    case 'type':
      return Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
    case 'required':
      return `required property '${String(params.missingProperty)}'`;
    case 'const':
      return JSON.stringify(params.allowedValue);
    case 'enum': {
      const values = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
      return `one of ${values.length > 8 ? `${values.slice(0, 6).join(', ')}, … (${values.length} values)` : values.join(', ')}`;
    }
    case 'format':
      return `format ${String(params.format)}`;
    case 'pattern':
      return `pattern ${String(params.pattern)}`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'no other properties';
    case 'anyOf':
    case 'oneOf':
      return Array.isArray(schema) ? schema.map(describeSchema).join(' or ') : error.keyword;
    default:
      return `${error.keyword} ${JSON.stringify(schema)}`;
  }
}

function describeSchema(schema: unknown): string {
  if (!isObject(schema)) return JSON.stringify(schema);
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? schema.$ref;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.type) return Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type);
  return 'a schema';
}
