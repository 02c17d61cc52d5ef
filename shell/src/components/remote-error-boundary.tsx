import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportFieldError } from '../field/errors';
import type { RemoteName } from '../mf/remote-names';
import { RemoteUnavailable } from './remote-unavailable';

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
  resetKey: number;
}

/**
 * Catches what the runtime fallback cannot: errors thrown while a remote's component renders. In a module
 * that imports no copy: Fast Refresh remounts a class component whose module re-runs, and with it the remote.
 */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: number }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; resetKey: number }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} remote failed while rendering.`, error, info.componentStack);
    reportFieldError('boundary', error, this.props.remote);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}
