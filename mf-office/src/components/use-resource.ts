import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  status: 'loading' | 'ready' | 'failed';
  reload: (because?: string) => Promise<void>;
}

/** Loads a list and reloads it after a change; a late answer of an older load is ignored. */
export function useResource<T>(load: () => Promise<T>, deps: unknown[]): Resource<T> {
  const [state, setState] = useState<{ data: T | undefined; status: Resource<T>['status'] }>({ data: undefined, status: 'loading' });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(async (_because?: string) => {
    const id = ++latest.current;
    setState((s) => ({ data: s.data, status: s.data === undefined ? 'loading' : s.status }));
    try {
      const data = await loadRef.current();
      if (id === latest.current) setState({ data, status: 'ready' });
    } catch {
      if (id === latest.current) setState({ data: undefined, status: 'failed' });
    }
  }, []);
  // The caller names what the load depends on; a change of any of them loads afresh.
  const key = JSON.stringify(deps);
  useEffect(() => {
    void reload(key);
  }, [key, reload]);
  return { ...state, reload };
}
