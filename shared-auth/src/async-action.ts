import { useCallback, useRef, useState } from 'react';

export type AsyncStatus = 'idle' | 'request' | 'success' | 'failure';

export interface AsyncAction<A extends unknown[], R> {
  status: AsyncStatus;
  data: R | undefined;
  error: unknown;
  run: (...args: A) => Promise<R | undefined>;
  reset: () => void;
}

/**
 * Every asynchronous action moves through request, then success or failure; `reset` clears the outcome (spec section 4).
 * A run started after another supersedes it: a late answer of the older one is ignored.
 */
export function useAsyncAction<A extends unknown[], R>(action: (...args: A) => Promise<R>): AsyncAction<A, R> {
  const [state, setState] = useState<{ status: AsyncStatus; data: R | undefined; error: unknown }>({
    status: 'idle',
    data: undefined,
    error: undefined,
  });
  const latest = useRef(0);
  const actionRef = useRef(action);
  actionRef.current = action;

  const run = useCallback(async (...args: A) => {
    const id = ++latest.current;
    setState({ status: 'request', data: undefined, error: undefined });
    try {
      const data = await actionRef.current(...args);
      if (id === latest.current) setState({ status: 'success', data, error: undefined });
      return data;
    } catch (error) {
      if (id === latest.current) setState({ status: 'failure', data: undefined, error });
      return undefined;
    }
  }, []);

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle', data: undefined, error: undefined });
  }, []);

  return { ...state, run, reset };
}
