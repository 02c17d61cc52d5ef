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
import { useState } from 'react';
import { type FieldErrors, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
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
  return useSchemaForm(schemaResolver(schema), options);
}

/** The one form setup both hooks use: validated on submit, then on every change once a submit was refused. */
function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>(
  resolver: Resolver<TInput, unknown, TOutput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'>,
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true, ...options, resolver });
}

const schemaResolver = <TInput extends FieldValues, TOutput extends FieldValues>(schema: z.ZodType<TOutput, TInput>) =>
  zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>;

/**
 * useZodForm for a schema that loads with the form's first use rather than with the page: `load` imports the module
 * that holds it. A page whose only zod is its form's (sign-in, forgot password) then sends no zod before it works:
 * 23 KB Brotli, 91 KB of script to evaluate at start on a slow phone (issues 28 and 29). The schema is asked for
 * when a field of the form takes focus (`prepare`, the form's onFocus) and at the latest by the first submit, which
 * waits for it. If it cannot load (offline), that submit is refused on the whole form with `loadFailure`, nothing
 * is sent, and the next submit tries again.
 */
export function useLazyZodForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  load: () => Promise<z.ZodType<TOutput, TInput>>,
  { loadFailure, ...options }: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> & { loadFailure: string },
): { form: UseFormReturn<TInput, unknown, TOutput>; prepare: () => void } {
  const [lazy] = useState(() => lazyResolver(load, loadFailure));
  return { form: useSchemaForm(lazy.resolver, options), prepare: lazy.prepare };
}

function lazyResolver<TInput extends FieldValues, TOutput extends FieldValues>(load: () => Promise<z.ZodType<TOutput, TInput>>, loadFailure: string) {
  type Validate = Resolver<TInput, unknown, TOutput>;
  let loading: Promise<Validate> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (schema) => schemaResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Validate = async (values, context, options) => {
    let validate: Validate;
    try {
      validate = await loaded();
    } catch {
      // The form-level refusal, as refuse() sets it (a generic TInput hides FieldErrors' root key from the checker).
      return { values: {}, errors: { root: { server: { type: 'server', message: loadFailure } } } as unknown as FieldErrors<TInput> };
    }
    return validate(values, context, options);
  };
  return { resolver, prepare: () => void loaded().catch(() => undefined) };
}

/** The form-level refusal (shown in the form's alert region), or a field's when `field` names one: that field takes focus. */
export function refuse<T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, never>, 'setError'>, message: string, field?: FieldPath<T>) {
  if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  else form.setError('root.server', { type: 'server', message });
}

/** The form-level refusal's text, if any. */
export const refusal = <T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, never>, 'formState'>) => form.formState.errors.root?.server?.message;
