import { useEffect } from 'react';

/**
 * While `dirty`, closing or reloading the tab asks the browser's own "Leave site?" question, so typed edits are not
 * lost by accident. (In-app links cannot be held: the shell's router is not a data router.)
 */
export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
