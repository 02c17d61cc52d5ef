import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's copy confirmation lasts 4 seconds. */
export const COPIED_FOR_MS = 4000;

/** Copies text to the clipboard; `state` is 'copied' for 4 s after success, 'failed' when the clipboard is unavailable. */
export function useCopyText() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copyText = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copyText };
}
