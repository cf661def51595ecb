import { Component, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { tryAgainText } from './themeCommon/errors.tsx';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the crashed children; a render callback, not a component (no hooks in it). */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
}

interface State {
  error: Error | null;
}

/** Docusaurus's `<ErrorBoundary>`: a part of a page that throws shows its fallback, not a crashed page. */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  private tryAgain = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, tryAgain: this.tryAgain });
    return (
      <div className="error-boundary" role="alert">
        <p>{translate({ id: 'theme.ErrorBoundary.partCrashed', message: 'This part of the page crashed: {message}', description: 'Shown where a component of the page crashed' }, { message: error.message })}</p>
        <button type="button" onClick={this.tryAgain}>
          {tryAgainText()}
        </button>
      </div>
    );
  }
}
