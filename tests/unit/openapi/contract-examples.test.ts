import { describe, expect, it } from 'vitest';
import * as models from '@generated/model';
import { CONTRACT_FILE, loadSpec, operations, pointer, PRISM_FILE, responseSchemaPointer, validatorFor, type Spec } from '../../support/contract';

/**
 * Every example and default in the contract (and in the Prism file, which adds
 * the demo world's whole-answer examples) is valid against the schema it sits
 * in, and every operation's 200 answer can say that the call failed.
 */
type Finding = { where: string; error: string };

const SCHEMA_KEYS = new Set(['properties', 'items', 'allOf', 'oneOf', 'anyOf', 'additionalProperties', 'not', 'prefixItems']);

/** Walks every schema (by JSON pointer) and every media or parameter object of a spec. */
function checkExamples(spec: Spec): { checked: number; invalid: Finding[] } {
  const validate = validatorFor(spec);
  const invalid: Finding[] = [];
  let checked = 0;
  const check = (where: string, schemaPointer: string, value: unknown) => {
    checked += 1;
    const error = validate(schemaPointer, value);
    if (error) invalid.push({ where, error });
  };
  const walkSchema = (node: unknown, tokens: string[]) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    const here = pointer(...tokens);
    if (Array.isArray(schema.examples)) schema.examples.forEach((example, i) => check(`${here}/examples/${i}`, here, example));
    if ('default' in schema) check(`${here}/default`, here, schema.default);
    for (const [key, child] of Object.entries(schema)) {
      if (!SCHEMA_KEYS.has(key)) continue;
      if (key === 'properties') for (const [name, property] of Object.entries(child as object)) walkSchema(property, [...tokens, key, name]);
      else if (Array.isArray(child)) child.forEach((entry, i) => walkSchema(entry, [...tokens, key, String(i)]));
      else walkSchema(child, [...tokens, key]);
    }
  };
  const walkMedia = (media: { schema?: unknown; examples?: Record<string, { value: unknown }> }, tokens: string[]) => {
    if (!media.schema) return;
    walkSchema(media.schema, [...tokens, 'schema']);
    for (const [name, example] of Object.entries(media.examples ?? {}))
      check(`${pointer(...tokens)}/examples/${name}`, pointer(...tokens, 'schema'), example.value);
  };

  for (const [name, schema] of Object.entries(spec.components.schemas)) walkSchema(schema, ['components', 'schemas', name]);
  for (const [name, response] of Object.entries(spec.components.responses ?? {}))
    for (const [type, media] of Object.entries(response.content ?? {})) walkMedia(media, ['components', 'responses', name, 'content', type]);
  for (const { path, method, operation } of operations(spec)) {
    const base = ['paths', path, method];
    ((operation as { parameters?: Array<{ schema?: unknown }> }).parameters ?? []).forEach((parameter, i) =>
      walkSchema(parameter.schema, [...base, 'parameters', String(i), 'schema']),
    );
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) walkMedia(media, [...base, 'requestBody', 'content', type]);
    for (const [status, response] of Object.entries(operation.responses))
      for (const [type, media] of Object.entries(response.content ?? {})) walkMedia(media, [...base, 'responses', status, 'content', type]);
  }
  return { checked, invalid };
}

describe('examples in the contract', () => {
  it.each([CONTRACT_FILE, PRISM_FILE])(
    'are all valid against their schema in %s',
    (file) => {
      const { checked, invalid } = checkExamples(loadSpec(file));
      console.info(`${file}: ${checked} examples and defaults checked, ${invalid.length} invalid`);
      expect(checked).toBeGreaterThan(1500);
      expect(invalid).toEqual([]);
      // Thousands of Ajv checks: seconds on two busy cores.
    },
    30_000,
  );

  it('catches an invalid example (the check can fail)', () => {
    const spec = loadSpec(CONTRACT_FILE);
    // What YAML made of an unquoted 0123456789: the integer 123456789.
    const mobile = spec.components.schemas.RegisterPayload as { properties: { mobileNum: { examples: unknown[] } } };
    mobile.properties.mobileNum.examples = [123456789];
    expect(checkExamples(spec).invalid).toEqual([expect.objectContaining({ where: '#/components/schemas/RegisterPayload/properties/mobileNum/examples/0' })]);
  });

  it('gives every response of the Prism file whole-answer examples, a success first on every 200', () => {
    const missing: string[] = [];
    for (const { operation } of operations(loadSpec(PRISM_FILE))) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const examples = Object.values(response.content?.['application/json']?.examples ?? {});
        if (examples.length === 0) missing.push(`${operation.operationId} ${status}`);
        if (status === '200' && (examples[0]?.value as { success?: boolean } | undefined)?.success !== true)
          missing.push(`${operation.operationId} 200 success first`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the 200 answer of every operation', () => {
  const spec = loadSpec(CONTRACT_FILE);
  const validate = validatorFor(spec);
  const all = operations(spec);
  const failures = [
    { success: false, message: 'Incorrect username or password', value: null },
    { success: false, message: 'Game under maintenance', value: { code: 'GAME_MAINTENANCE' } },
    { success: false, message: 'Invalid ID token', value: { code: 'INVALID_ID_TOKEN' } },
  ];

  it('is the union of its success envelope and the failure envelope (Ajv)', () => {
    const cannotFail = all.filter(({ path, method }) =>
      failures.some((failure) => validate(responseSchemaPointer(spec, path, method, '200') ?? '', failure) !== ''),
    );
    // The 69 operations of SPEC 7, and those the centres add: never an empty (vacuous) list.
    expect(all.length).toBeGreaterThanOrEqual(69);
    expect(cannotFail.map(({ operation }) => operation.operationId)).toEqual([]);
  });

  it('refuses a failure code the contract does not list, and a success without its value', () => {
    const login = responseSchemaPointer(spec, '/wps/session/login', 'post', '200') ?? '';
    expect(validate(login, { success: false, message: 'x', value: { code: 'SOMETHING_NEW' } })).not.toBe('');
    expect(validate(login, { success: true, message: 'OK', value: null })).not.toBe('');
  });

  it('is a discriminated union in the generated zod schemas', () => {
    const responses = Object.entries(models).filter(
      ([name, schema]) => name.endsWith('Response') && typeof schema === 'object' && schema !== null && 'safeParse' in schema,
    );
    expect(responses.length).toBeGreaterThanOrEqual(60);
    const rejecting = responses.filter(([, schema]) =>
      failures.some((failure) => !(schema as { safeParse(v: unknown): { success: boolean } }).safeParse(failure).success),
    );
    expect(rejecting.map(([name]) => name)).toEqual([]);
    expect((models.LoginResponse as unknown as { def: { type: string; discriminator?: string } }).def).toMatchObject({
      type: 'union',
      discriminator: 'success',
    });
  });
});
