import { Component, type ReactNode } from 'react';
import { useLocation } from '@sencha/platform/react-router';
import styles from './ShellErrorBoundary.module.css';

interface Props {
  /** A new value (the next address) clears the failure: the shopper's Back or a link recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The address being shown: a failure holds until it changes. */
  shownKey: string;
}

/**
 * The last line for an error in the shell's own layout (navigation, footer, redirects) or a lazily loaded shell
 * page: without it React unmounts the whole page. The error is reported by the root's onCaughtError
 * (monitoring/rootErrorHandlers.ts). Remote pages have their own boundary (remotes/RemoteErrorBoundary.tsx).
 */
class Boundary extends Component<Props, State> {
  override state: State = { failed: false, shownKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.shownKey ? null : { failed: false, shownKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="content" className={styles.page} role="alert">
        <h1>Sorry, something went wrong</h1>
        <p>This page could not be shown. Please try again, or start again from the home page.</p>
        {/* A full page load: the part of the shop that failed may be what handles links. */}
        <a href="/home">Return to Home Page</a>
      </main>
    );
  }
}

/** Catches what the shell's routes throw; a change of address tries again. */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
