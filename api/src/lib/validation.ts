import { isSpecMessage, MISSING_FIELD } from '@agency/contracts';
import { EMPTY_MESSAGE } from '@agency/contracts/threads';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * Turns a schema validation failure into the one `detail` the user sees, from the contract's messages:
 * a wrong type or value is named with its field ("phone: Invalid input…"), and comes first; then the
 * required fields left blank, named together; then the spec's own text (the first one, said once).
 */
/**
 * The texts shown alone: the spec's, and the contracts' own sentences that are not in VALIDATION_MESSAGES (a thread's
 * empty message, issue 26: "Write a message first.", not "body: Write a message first.").
 */
const isWholeMessage = (message: string) => isSpecMessage(message) || message === EMPTY_MESSAGE;

export function describeValidationError(error: FastifyError): string | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request',
    message: issue.message ?? 'is invalid',
  }));
  const other = issues.filter((i) => i.message !== MISSING_FIELD && !isWholeMessage(i.message));
  if (other.length) return other.map((i) => `${i.field}: ${i.message}`).join('; ');
  const missing = [...new Set(issues.filter((i) => i.message === MISSING_FIELD).map((i) => i.field))];
  if (missing.length) return `Please fill in the required fields: ${missing.join(', ')}.`;
  return issues[0]!.message;
}
