'use client';

import { Component, type ReactNode } from 'react';

type Props = {
  /** Shown instead of the children after they threw. */
  fallback: ReactNode;
  /** A new value clears a caught error and renders the children again. */
  resetKey?: string;
  children: ReactNode;
};

type State = { failedFor: string | undefined; failed: boolean };

/** Spec §8: search failures are silently ignored, so a failed fetch renders `fallback` instead. */
export class SearchErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedFor: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failed && state.failedFor === undefined) return { failedFor: props.resetKey ?? '' };
    if (state.failed && state.failedFor !== (props.resetKey ?? '')) return { failed: false, failedFor: undefined };
    return null;
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
