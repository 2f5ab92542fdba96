import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * The generic 'Unexpected Application Error!' screen for an island that fails to render, so a
 * broken island never leaves a blank region.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <UnexpectedError message={this.state.error.message} />;
  }
}

export function UnexpectedError({ message }: { message?: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <h2 className="text-xl font-bold">Unexpected Application Error!</h2>
      {message ? <p className="mt-2 font-mono text-sm break-words">{message}</p> : null}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 inline-flex h-10 items-center rounded-lg bg-danger px-4 text-sm font-semibold text-white hover:opacity-90"
      >
        Reload the page
      </button>
    </div>
  );
}

/** Wraps an island's root component in the error boundary. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <ErrorBoundary>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `withErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Guarded;
}
