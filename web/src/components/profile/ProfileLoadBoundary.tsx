'use client';

import { Component, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import styles from './profile.module.css';

type Props = { children: ReactNode; onRetry: () => void; what: string };
type State = { failed: boolean };

/**
 * Spec §8 'Profile load failure: error toast': a failed profile query shows the error toast once and, in
 * place of the data, says what failed with a 'Try again' button.
 */
export class ProfileLoadBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.what} failed to load`, error);
    toast.error(UNEXPECTED_ERROR_MESSAGE);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.loadError}>
        <p>We could not load your {this.props.what.toLowerCase()}.</p>
        <button type="button" className="button button-secondary" onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}
