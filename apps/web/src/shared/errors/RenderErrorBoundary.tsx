import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderErrorScreen } from './RenderErrorScreen.tsx';

interface State {
  error: unknown;
  componentStack: string | null;
  failed: boolean;
}

/**
 * The router's error element never sees React's component stack; this boundary keeps it so the
 * crash screen can show its first lines.
 */
interface Props {
  children: ReactNode;
  /** A change of this (the path, say) clears the crash screen, so moving on tries to draw again
   * without remounting what the boundary holds. */
  resetKey?: string;
}

export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: null, failed: false };

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, componentStack: null, failed: false });
    }
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error);
    this.setState({ componentStack: info.componentStack ?? null });
  }

  override render() {
    if (this.state.failed) {
      return (
        <RenderErrorScreen error={this.state.error} componentStack={this.state.componentStack} />
      );
    }
    return this.props.children;
  }
}
