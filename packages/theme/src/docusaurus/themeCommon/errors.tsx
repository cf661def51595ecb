import { Component, type ComponentProps, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';

/** What the button that renders a crashed part again says. */
export const tryAgainText = () => translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again', description: 'The button that renders a crashed page or component again' });

/** The "Try again" button of an error page. */
export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      {tryAgainText()}
    </button>
  );
}

/** An error's message and its causes, one under the other. */
export function ErrorBoundaryError({ error }: { error: Error }) {
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) chain.push(e);
  return <p style={{ whiteSpace: 'pre-wrap' }}>{chain.map((e) => e.message).join('\n\nCause:\n')}</p>;
}

export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div role="alert">
      <p>{translate({ id: 'theme.ErrorBoundary.componentCrashed', message: 'This component crashed.', description: 'Shown in place of a component that crashed' })}</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
      <ErrorBoundaryError error={error} />
    </div>
  );
}

/** Rethrows an error of the components inside with `onError`'s error as its cause (where it crashed). */
export class ErrorCauseBoundary extends Component<{ children: ReactNode; onError: (error: Error) => Error }> {
  override componentDidCatch(error: Error): never {
    throw this.props.onError(error);
  }
  override render() {
    return this.props.children;
  }
}
