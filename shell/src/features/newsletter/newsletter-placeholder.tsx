import { Button, Input, VisuallyHidden } from '@agency/shared-ui';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { newsletterCopy } from './copy';
import { type NewsletterDraft, NewsletterFrame, type NewsletterIds, NewsletterMessage } from './newsletter-frame';

/**
 * How far from the viewport the form starts loading: about a screen ahead, so it is there before the visitor
 * reaches it.
 */
export const NEAR_VIEWPORT = '800px 0px';

/**
 * Calls `onNear` once `target` comes within NEAR_VIEWPORT of the viewport, watching only from the visitor's
 * first scroll. The footer is always below the fold at first (the shell's page area holds a screen's
 * height), but while a page's code and data are still arriving it sits right under the fold: an observer
 * started at once would find it "near" on every cold load and pull the form into the first load it is kept
 * out of. Without IntersectionObserver the first scroll itself counts.
 */
function useNearViewport(target: RefObject<HTMLElement | null>, onNear: () => void) {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') {
        onNear();
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      }, { rootMargin: NEAR_VIEWPORT });
      observer.observe(element);
    };
    if (window.scrollY > 0) watch();
    else window.addEventListener('scroll', watch, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer?.disconnect();
    };
  }, [target, onNear]);
}

/**
 * The newsletter row as the first load draws it: the same label, field, button and message line as the form,
 * with no form library behind it (and no mark of its own: the form's is data-newsletter="form"). Coming near
 * it, focusing it, pointing at it (pointerenter, which a touch also fires) or submitting it calls `onWake`,
 * which loads the form; whatever was typed meanwhile, the focus and a submit are handed over through `draft`.
 */
export function NewsletterPlaceholder({ ids, draft, onWake }: { ids: NewsletterIds; draft: NewsletterDraft; onWake: () => void }) {
  const frame = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useNearViewport(frame, onWake);
  // The cleanup runs as the form replaces this placeholder, while the field is still on the page.
  useLayoutEffect(
    () => () => {
      if (!input.current) return;
      draft.value = input.current.value;
      draft.focused = document.activeElement === input.current;
    },
    [draft],
  );
  return (
    <NewsletterFrame
      ref={frame}
      noValidate
      onFocus={onWake}
      onPointerEnter={onWake}
      onSubmit={(event) => {
        event.preventDefault();
        draft.submitted = true;
        onWake();
      }}
    >
      <label htmlFor={ids.input}>
        <VisuallyHidden>{newsletterCopy.label}</VisuallyHidden>
      </label>
      <Input
        ref={input}
        id={ids.input}
        type="email"
        name="newsEmail"
        autoComplete="email"
        placeholder={newsletterCopy.placeholder}
        defaultValue={draft.value}
        aria-describedby={ids.message}
      />
      {/* A press counts as the submit: if the form replaces this button before the release, the click is lost. */}
      <Button type="submit" onPointerDown={() => (draft.submitted = true)}>
        {newsletterCopy.submit}
      </Button>
      <NewsletterMessage id={ids.message} role="status" />
    </NewsletterFrame>
  );
}
