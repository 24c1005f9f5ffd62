import type { ReactNode } from 'react';

/** The cards of a list, in the site's card grid. */
export function ContentGrid({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <ul className="card-grid" data-testid={testId}>
      {children}
    </ul>
  );
}
