import styles from './WebStoryViewer.module.css';

/**
 * Without JavaScript the viewer cannot step through its slides, so it reads as a page: every slide one under the
 * other, the breadcrumb trail shown, the viewer's controls hidden.
 */
const css = `
.${styles.viewer} { position: static; height: auto; background: var(--cream); }
.${styles.stage} { height: auto; aspect-ratio: auto; touch-action: auto; }
.${styles.slide} { display: block; position: relative; height: auto; margin-bottom: 1.5rem; }
.${styles.progress}, .${styles.tapZone}, .${styles.control} { display: none; }
.${styles.top} { position: static; }
.${styles.title} { color: var(--maroon-dark); }
.${styles.trail} { position: static; width: auto; height: auto; clip: auto; overflow: visible; margin: 1rem 0; }
`;

export function ViewerNoScriptStyle() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
