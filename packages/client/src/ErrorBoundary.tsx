import { translate } from '@docusaurus/Translate';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error: the next route gets a fresh start. */
  resetKey: string;
}

interface State {
  error?: Error;
  resetKey: string;
}

/** Keeps a crashing page from taking the whole app down; offers to render it again. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-crash" role="alert">
        <h1>{translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.', description: 'The title of the page shown when a page crashed' })}</h1>
        <p>{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: undefined })}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again', description: 'The button that renders a crashed page or component again' })}
        </button>
      </div>
    );
  }
}
