import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Turns a schema validation failure into one sentence that says which field is wrong and how. */
export function describeValidationError(error: FastifyError): string | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const parts = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    return `${field}: ${issue.message}`;
  });
  return parts.join('; ');
}
