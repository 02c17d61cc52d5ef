/**
 * Every form of the site: react-hook-form with the zod resolver, and one error model.
 * - A field's error is `errors.<field>.message` (from the schema: the spec's texts live in the schemas),
 *   shown by the field components' `error` prop, which wires aria-invalid and aria-describedby.
 * - A refusal of the whole form (the server's `detail`, offline, a generic failure) is `errors.root.server`,
 *   set with `refuse(form, message)` and shown by the form in its alert region.
 * - On a refused submit react-hook-form focuses the first invalid field (in the order the fields are
 *   registered, which is the order they render); a server refusal naming one field focuses that field.
 *
 * Imported by path ('@agency/shared-ui/form'), not from the package entry: it is stateless, so each
 * remote bundles it with the react-hook-form it was tested with, and pages without a form never load it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

export type { FieldPath, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * A form validated by `schema` on submit, then again on every change once a submit was refused (so a fixed
 * field clears its message as the visitor types).
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
  });
}

/** The form-level refusal (shown in the form's alert region), or a field's when `field` names one: that field takes focus. */
export function refuse<T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, never>, 'setError'>, message: string, field?: FieldPath<T>) {
  if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  else form.setError('root.server', { type: 'server', message });
}

/** The form-level refusal's text, if any. */
export const refusal = <T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, never>, 'formState'>) => form.formState.errors.root?.server?.message;
