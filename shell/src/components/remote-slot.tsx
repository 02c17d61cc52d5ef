import { Spinner } from '@agency/shared-ui';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { copy } from '../copy';
import { useRemoteAttempts } from '../mf/remote-attempts';
import type { RemoteName } from '../mf/remote-names';
import { loadExposed } from '../mf/remotes';
import { RemoteUnavailable } from './remote-unavailable';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 1rem;
  color: ${({ theme }) => theme.color.primary};
`;

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
  resetKey: number;
}

/** Catches what the runtime fallback cannot: errors thrown while a remote's component renders. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: number }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: number }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} remote failed while rendering.`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}

const lazyCache = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyExposed(remote: RemoteName, expose: string, attempt: number) {
  const key = `${remote}/${expose}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => loadExposed<Record<string, unknown>>(remote, expose));
    lazyCache.set(key, component);
  }
  return component;
}

export interface RemoteSlotProps {
  remote: RemoteName;
  expose: string;
  props?: Record<string, unknown>;
  /** What shows while the remote loads; a centred spinner by default. */
  loading?: ReactNode;
}

/** Renders one exposed module of a remote, with Suspense while it loads and a fallback with retry when it fails. */
export function RemoteSlot({ remote, expose, props, loading }: RemoteSlotProps) {
  const attempt = useRemoteAttempts((s) => s.attempts[remote] ?? 0);
  const Exposed = useMemo(() => lazyExposed(remote, expose, attempt), [remote, expose, attempt]);
  return (
    <RemoteErrorBoundary remote={remote} resetKey={attempt}>
      <Suspense
        fallback={
          loading ?? (
            <Loading>
              <Spinner label={copy.remote.loading} size={32} />
            </Loading>
          )
        }
      >
        <Exposed {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
