import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Named in the log. */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One section of the home page: if it throws while rendering, it is left out quietly (logged) and the rest of
 * the page stays (docs/product-rules/catalogue.md#home-page).
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The home page's ${this.props.name} failed and is left out.`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
