import { PACKAGE_SECTIONS, type PackageSectionId } from './packageTabs';
import styles from './PackageTabs.module.css';

/** The sub-nav of wider screens (and of every screen without JavaScript): links to the sections, the current one marked. */
export function PackageSectionNav({ active }: { active: PackageSectionId }) {
  return (
    <nav aria-label="Package sections" className={styles.bar}>
      <ul className={styles.links}>
        {PACKAGE_SECTIONS.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} className={styles.item} aria-current={id === active ? 'true' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
