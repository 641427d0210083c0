import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/**
 * Last line against a blank screen: a render fault shows a message and a reload button instead of
 * unmounting everything. The words come from the caller (this sits outside the i18n hooks' reach
 * when it catches a fault in them).
 */
export class ErrorBoundary extends Component<
  { fallback: (error: unknown, reset: () => void) => ReactNode; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept visible for whoever opens the developer tools; the page itself shows the fallback.
    console.error('console render fault', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return this.props.fallback(this.state.error, () => this.setState({ error: undefined, failed: false }));
    return this.props.children;
  }
}
