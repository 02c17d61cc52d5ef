import { create } from 'zustand';
import type { RemoteName } from './remote-names';
import { resetRemote } from './remotes';

interface RemoteAttempts {
  attempts: Partial<Record<RemoteName, number>>;
  retry: (remote: RemoteName) => void;
}

/** Counts retries per remote: a new attempt number makes every slot of that remote load again. */
export const useRemoteAttempts = create<RemoteAttempts>()((set) => ({
  attempts: {},
  retry: (remote) => {
    resetRemote(remote);
    set((state) => ({ attempts: { ...state.attempts, [remote]: (state.attempts[remote] ?? 0) + 1 } }));
  },
}));
