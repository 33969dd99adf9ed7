import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';

/**
 * Faker values that look real: every property that lists several `examples`
 * in the contract gets a mock that picks one of them, so a game is called
 * "Mahjong Ways 2", not "YaYcUBZdCYBG".
 */
type SchemaNode = { properties?: Record<string, SchemaNode>; examples?: unknown[]; items?: SchemaNode; allOf?: SchemaNode[] };
type OperationNode = { operationId?: string; 'x-infinite-query-param'?: string };
const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {
  components: { schemas: Record<string, SchemaNode> };
  paths: Record<string, Record<string, OperationNode>>;
};

/**
 * Operations the contract marks with `x-infinite-query-param` also get Orval's
 * infinite-query hook (with its own generated key), paging through that query
 * parameter: the contract stays the one place that says how a list pages.
 */
function infiniteOperations(): Record<string, { query: { useInfinite: true; useInfiniteQueryParam: string } }> {
  const operations: Record<string, { query: { useInfinite: true; useInfiniteQueryParam: string } }> = {};
  for (const pathItem of Object.values(contract.paths)) {
    for (const operation of Object.values(pathItem)) {
      const param = operation?.['x-infinite-query-param'];
      if (operation?.operationId && param) operations[operation.operationId] = { query: { useInfinite: true, useInfiniteQueryParam: param } };
    }
  }
  return operations;
}

type Generator = () => unknown;
const ENVELOPE_FIELDS = new Set(['success', 'message']);

function exampleOverrides(): Record<string, { properties: Record<string, Generator> }> {
  const schemas: Record<string, { properties: Record<string, Generator> }> = {};
  for (const [name, schema] of Object.entries(contract.components.schemas)) {
    const properties: Record<string, Generator> = {};
    for (const [prop, node] of Object.entries(schema.properties ?? {})) {
      if (ENVELOPE_FIELDS.has(prop) || !Array.isArray(node.examples) || node.examples.length < 2) continue;
      // Orval inlines a function's source into the generated mock, where `faker` is in scope.
      properties[prop] = new Function(`return faker.helpers.arrayElement(${JSON.stringify(node.examples)});`) as Generator;
    }
    if (Object.keys(properties).length > 0) schemas[name] = { properties };
  }
  return schemas;
}

export default defineConfig({
  api: {
    input: { target: './openapi/openapi.yaml', override: { transformer: './scripts/orval-input-transformer.mjs' } },
    output: {
      mode: 'tags-split',
      target: './generated/api',
      schemas: { path: './generated/model', type: 'zod' },
      client: 'react-query',
      httpClient: 'fetch',
      // Header parameters (Idempotency-Key) become required arguments, so no caller can forget one.
      headers: true,
      clean: true,
      mock: { generators: [{ type: 'msw', useExamples: true, generateEachHttpStatus: false, delay: false }] },
      override: {
        mutator: { path: './src/api/fetcher.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false, runtimeValidation: true },
        includeZodSchemaInArguments: true,
        zod: { generateDiscriminatedUnion: true },
        query: { signal: true },
        mock: { schemas: exampleOverrides() },
        operations: infiniteOperations(),
      },
    },
  },
});
