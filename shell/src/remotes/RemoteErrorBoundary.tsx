import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from '../monitoring/initMonitoring';
import { RemoteUnavailablePage } from './RemoteUnavailable';

interface Props {
  remoteId: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** A remote page that throws while rendering takes down only its own slot. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportRemoteFailure(this.props.remoteId, error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailablePage /> : this.props.children;
  }
}
