// Orval 8 with zod model output does not emit types for `components/responses`
// (the operations then import BadRequestResponse etc. that do not exist). The
// contract keeps its reusable responses; this input transformer inlines them
// for generation only, so the generated code types errors as ErrorEnvelope.
export default function inlineSharedResponses(spec) {
  const shared = spec.components?.responses ?? {};
  for (const pathItem of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const ref = response?.$ref;
        if (typeof ref !== 'string' || !ref.startsWith('#/components/responses/')) continue;
        const target = shared[ref.slice('#/components/responses/'.length)];
        if (target) operation.responses[status] = structuredClone(target);
      }
    }
  }
  return spec;
}
