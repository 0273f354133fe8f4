import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FallbackScreen } from './fallback-screen';

interface State {
  hasError: boolean;
}

/** The fallback guard (docs/product.md §4): the flag starts false and turns true when rendering fails. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <FallbackScreen /> : this.props.children;
  }
}
