import { Component, type ReactNode } from 'react';
import { RenderErrorScreen } from './RenderErrorScreen.tsx';

interface State {
  error: unknown;
  failed: boolean;
}

interface Props {
  children: ReactNode;
  /** A change of this (the path, say) clears the crash screen, so moving on tries to draw again
   * without remounting what the boundary holds. */
  resetKey?: string;
}

/**
 * A page that throws while drawing gets the crash screen in its place while the banners around it
 * stay; a move to another path tries drawing again.
 */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, failed: false });
    }
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed) {
      return <RenderErrorScreen error={this.state.error} />;
    }
    return this.props.children;
  }
}
