import { type ComponentType, lazy, Suspense, startTransition, useCallback, useId, useRef, useState } from 'react';
import { loadNewsletterForm } from './load-newsletter-form';
import { type NewsletterDraft, type NewsletterIds, newDraft } from './newsletter-frame';
import { NewsletterPlaceholder } from './newsletter-placeholder';

type FormComponent = ComponentType<{ ids: NewsletterIds; draft: NewsletterDraft }>;

/**
 * The form's chunk as a lazy component. If the chunk cannot be loaded (offline, a deploy in between), `onFailure`
 * drops it before the transition that waits for it ever commits: the placeholder stays as it is (what was typed,
 * the focus) and the visitor's next move tries again.
 */
const lazyForm = (onFailure: (form: FormComponent) => void): FormComponent => {
  const form: FormComponent = lazy(() =>
    loadNewsletterForm().then(
      (module) => ({ default: module.NewsletterForm }),
      () => {
        onFailure(form);
        return new Promise<never>(() => {});
      },
    ),
  );
  return form;
};

/**
 * The footer's newsletter row. The first load draws a placeholder that looks exactly like the form; the form
 * itself (react-hook-form, zod) is its own chunk, requested when the row comes near the viewport or the visitor
 * focuses, points at or submits it. The swap happens in a transition, so the placeholder stays in place (and
 * keeps taking keystrokes) until the form is ready to replace it in one commit.
 */
export function Newsletter() {
  const ids = { input: useId(), message: useId() };
  const draft = useRef(newDraft()).current;
  const [Form, setForm] = useState<FormComponent | null>(null);
  // Once per attempt: a wake in a submit handler would otherwise start a transition React takes for a form action.
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    const drop = (failed: FormComponent) => {
      requested.current = false;
      setForm((current: FormComponent | null) => (current === failed ? null : current));
    };
    startTransition(() => setForm(() => lazyForm(drop)));
  }, []);
  const placeholder = <NewsletterPlaceholder ids={ids} draft={draft} onWake={load} />;
  return <Suspense fallback={placeholder}>{Form ? <Form ids={ids} draft={draft} /> : placeholder}</Suspense>;
}
