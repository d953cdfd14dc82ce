import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../shared/monitoring/index.ts';
import { ErrorScreen } from './error-screen.tsx';

/** Catches a crash outside the router (a provider failing) and shows the error screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { where: 'app', componentStack: info.componentStack });
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
