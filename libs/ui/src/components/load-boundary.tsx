import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the part that failed; `retry` renders it again (its code is fetched again). */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a lazily loaded part's failure (its code could not be fetched: no network) to that part, with a way
 * to try again, instead of letting it take down the whole portal.
 */
export class LoadBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
