import { isSpecMessage, MISSING_FIELD } from '@agency/contracts';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * Turns a schema validation failure into the one `detail` the user sees, from the contract's messages:
 * a wrong type or value is named with its field ("phone: Invalid input…"), and comes first; then the
 * required fields left blank, named together; then the spec's own text (the first one, said once).
 */

export function describeValidationError(error: FastifyError): string | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request',
    message: issue.message ?? 'is invalid',
  }));
  const other = issues.filter((i) => i.message !== MISSING_FIELD && !isSpecMessage(i.message));
  if (other.length) return other.map((i) => `${i.field}: ${i.message}`).join('; ');
  const missing = [...new Set(issues.filter((i) => i.message === MISSING_FIELD).map((i) => i.field))];
  if (missing.length) return `Please fill in the required fields: ${missing.join(', ')}.`;
  return issues[0]!.message;
}
