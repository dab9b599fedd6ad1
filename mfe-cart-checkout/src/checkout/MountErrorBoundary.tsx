import { Component, type ReactNode } from 'react';

interface Props {
  onError: (message: string) => void;
  children: ReactNode;
}

/** Catches a payment form that throws while mounting, and hands its message to the page's error list. */
export class MountErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
