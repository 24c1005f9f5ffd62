import { useId, type ReactNode } from 'react';
import styles from './ScrollRegion.module.css';

type Named =
  /** Named by `label` (aria-label). */
  | { label: string; children: ReactNode }
  /** Named by an element inside, usually the table's caption: `children` gets the id to put on it (aria-labelledby). */
  | { label?: undefined; children: (labelId: string) => ReactNode };

export type ScrollRegionProps = Named & { className?: string };

/**
 * The box of a table wider than the screen: it scrolls sideways on its own, never the page, and is a named,
 * focusable region so the keyboard can scroll it too (WCAG scrollable-region-focusable), with a visible focus ring.
 * The labelling id comes from `useId`, so two regions on one page never share one. No client code: server
 * components render it as well.
 */
export function ScrollRegion(props: ScrollRegionProps) {
  const labelId = useId();
  const className = props.className ? `${styles.region} ${props.className}` : styles.region;
  if (typeof props.children === 'function') {
    return (
      <div role="region" aria-labelledby={labelId} tabIndex={0} className={className}>
        {props.children(labelId)}
      </div>
    );
  }
  return (
    <div role="region" aria-label={props.label} tabIndex={0} className={className}>
      {props.children}
    </div>
  );
}
