import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { errorText, rememberError } from './error-report';
import { ServerErrorPage } from './ServerErrorPage';

interface Props {
  children: ReactNode;
  /** A new key (the path) clears the error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: string | null;
  resetKey?: string;
}

/** A render error shows the 500 page in place of the screen (spec §2.2). */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: errorText(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const text = `${errorText(error)}${info.componentStack ? `\n${info.componentStack}` : ''}`;
    rememberError(text);
    this.setState({ error: text });
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <ServerErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
