import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { addDecimalPlaces } from '../../scripts/verify/decimal-places.ts';

/**
 * The contract for tests: parsed YAML and an Ajv 2020-12 validator that
 * resolves `#/components/...` references. OpenAPI keywords Ajv does not know
 * (`discriminator`, `x-*`, `example`) are ignored, not enforced.
 */
export type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses?: Record<string, Response> };
};
export type Media = { schema?: unknown; examples?: Record<string, { summary?: string; value: unknown }> };
export type Response = { $ref?: string; description?: string; content?: Record<string, Media> };
export type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
};

export const CONTRACT_FILE = 'openapi/openapi.yaml';
export const PRISM_FILE = 'generated/prism/openapi.yaml';

export function loadSpec(file: string): Spec {
  return parse(readFileSync(file, 'utf8')) as Spec;
}

const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (...tokens: string[]) => `#/${tokens.map(escape).join('/')}`;

export function validatorFor(spec: Spec) {
  // Ajv's defaults (no multipleOfPrecision): money amounts say `x-decimal-places: 2` (ADR 0019), which Ajv checks exactly.
  const ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: false, validateFormats: true });
  addFormats.default(ajv);
  addDecimalPlaces(ajv);
  ajv.addSchema(spec as object, 'spec');
  const cache = new Map<string, ReturnType<typeof ajv.compile>>();
  /** Validates `value` against the schema at a JSON pointer of the spec; returns the errors ('' when valid). */
  return (schemaPointer: string, value: unknown): string => {
    let validate = cache.get(schemaPointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `spec${schemaPointer}` });
      cache.set(schemaPointer, validate);
    }
    return validate(value) ? '' : ajv.errorsText(validate.errors);
  };
}

export function operations(spec: Spec): Array<{ path: string; method: string; operation: Operation }> {
  return Object.entries(spec.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
}

/** The JSON pointer of the schema an operation declares for a status (following a shared response). */
export function responseSchemaPointer(spec: Spec, path: string, method: string, status: string): string | null {
  const response = spec.paths[path]?.[method]?.responses[status];
  if (!response) return null;
  if (response.$ref) {
    const name = response.$ref.replace('#/components/responses/', '');
    return spec.components.responses?.[name]?.content?.['application/json']
      ? pointer('components', 'responses', name, 'content', 'application/json', 'schema')
      : null;
  }
  return response.content?.['application/json'] ? pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema') : null;
}

/** The declared status a real status falls under (exact, else its `5XX`-style range). */
export function declaredStatus(operation: Operation, status: number): string | null {
  if (operation.responses[String(status)]) return String(status);
  const range = `${String(status)[0]}XX`;
  return operation.responses[range] ? range : null;
}
