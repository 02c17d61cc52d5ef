import { NewsletterBody } from '@agency/contracts';
import { errorMessage } from '@agency/shared-auth';
import { Button, Input, Spinner, VisuallyHidden } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import { useId, useLayoutEffect, useRef } from 'react';
import { useSubscribe } from './api/subscribe';
import { newsletterCopy } from './copy';
import { type NewsletterDraft, NewsletterFrame, type NewsletterIds, NewsletterMessage, newDraft } from './newsletter-frame';

/**
 * Footer newsletter (lazily loaded: see newsletter.tsx): the email must be non-empty (no format check, per
 * spec: the contract's NewsletterBody); 'Subscribe Now' → spinner → 'Success!'. The field's error and the
 * server's refusal share the message line under the row.
 */
export function NewsletterForm({ ids, draft }: { ids?: NewsletterIds; draft?: NewsletterDraft }) {
  const ownIds = { input: useId(), message: useId() };
  const { input: inputId, message: messageId } = ids ?? ownIds;
  const handoff = useRef(draft ?? newDraft()).current;
  const subscribe = useSubscribe();
  const form = useZodForm(NewsletterBody, { defaultValues: { newsEmail: handoff.value } });
  const { errors } = form.formState;
  const fieldElement = useRef<HTMLInputElement | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
      form.reset({ newsEmail: '' });
    } catch (error) {
      refuse(form, errorMessage(error, newsletterCopy.failure));
    }
  });

  const { ref: registerRef, ...field } = form.register('newsEmail', {
    // A new address takes back 'Subscribe Now' and clears the last refusal.
    onChange: () => {
      if (!subscribe.isPending) subscribe.reset();
      form.clearErrors('root.server');
    },
  });

  // Taking the placeholder's place: what was typed up to the swap, the focus (caret at the end) and a submit
  // the visitor already asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form replaces the placeholder.
  useLayoutEffect(() => {
    if (form.getValues('newsEmail') !== handoff.value) form.setValue('newsEmail', handoff.value);
    const element = fieldElement.current;
    if (handoff.focused && element) {
      element.focus();
      element.value = '';
      element.value = handoff.value;
    }
    handoff.focused = false;
    if (handoff.submitted) {
      handoff.submitted = false;
      void submit();
    }
  }, []);

  const problem = errors.newsEmail?.message ?? refusal(form);
  return (
    <NewsletterFrame onSubmit={submit} noValidate data-newsletter="form">
      <label htmlFor={inputId}>
        <VisuallyHidden>{newsletterCopy.label}</VisuallyHidden>
      </label>
      <Input
        {...field}
        ref={(element: HTMLInputElement | null) => {
          registerRef(element);
          fieldElement.current = element;
        }}
        id={inputId}
        type="email"
        autoComplete="email"
        placeholder={newsletterCopy.placeholder}
        $invalid={Boolean(errors.newsEmail)}
        aria-invalid={errors.newsEmail ? true : undefined}
        aria-describedby={messageId}
      />
      <Button type="submit" disabled={subscribe.isPending}>
        {subscribe.isPending ? <Spinner label={newsletterCopy.sending} size={18} /> : subscribe.isSuccess ? newsletterCopy.success : newsletterCopy.submit}
      </Button>
      <NewsletterMessage id={messageId} role="status" $error={Boolean(problem)}>
        {problem ?? (subscribe.isSuccess ? newsletterCopy.confirmHint : '')}
      </NewsletterMessage>
    </NewsletterFrame>
  );
}
