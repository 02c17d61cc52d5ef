import { create } from 'zustand';
import type { RemoteName } from './remote-names';
import { resetRemote } from './remotes';

interface RemoteAttempts {
  attempts: Record<RemoteName, number>;
  /** The attempt number of a remote not retried yet (tests start each at a new one). */
  base: number;
  retry: (remote: RemoteName) => void;
}

/** Counts retries per remote: a new attempt number makes every slot of that remote load again. */
export const useRemoteAttempts = create<RemoteAttempts>()((set) => ({
  attempts: {},
  base: 0,
  retry: (remote) => {
    resetRemote(remote);
    set((state) => ({ attempts: { ...state.attempts, [remote]: (state.attempts[remote] ?? state.base) + 1 } }));
  },
}));
