'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { ShellMenuQuery } from '@/__generated__/ShellMenuQuery.graphql';
import { Icon } from '@/components/icons/Icon';
import styles from './MainMenu.module.css';

/** The menu's categories as the layout's `ShellMenuQuery` (a server query) answers them. */
export type MainMenuCategories = NonNullable<ShellMenuQuery['response']['menu']>;

/** The category menu: one dropdown open at a time; Escape, a click outside or focus leaving its item closes it. */
export function MainMenu({ categories }: { categories: MainMenuCategories }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openSlug === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenSlug(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggle = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-toggle="${openSlug}"]`);
      setOpenSlug(null);
      toggle?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [openSlug]);

  const close = () => setOpenSlug(null);
  // Tab (or any focus move) out of the open item closes its panel, which would otherwise cover what gets focus next
  // (WCAG 2.4.11). Focus lost to nothing (a click on the panel's background, another window) leaves it open.
  const closeOnFocusOut = (event: FocusEvent<HTMLLIElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main menu">
      <ul className={`container ${styles.list}`}>
        {categories.map((category) => {
          const open = openSlug === category.slug;
          const panelId = `menu-panel-${category.slug}`;
          const hasPanel = category.subCategories.length > 0 || category.menuPackages.length > 0;
          return (
            <li key={category.id} className={styles.item} onBlur={open ? closeOnFocusOut : undefined}>
              <PrefetchOnIntentLink href={`/package/${category.slug}`} className={styles.topLink} onClick={close}>
                {category.title}
              </PrefetchOnIntentLink>
              {hasPanel ? (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={`${category.title} menu`}
                    data-menu-toggle={category.slug}
                    onClick={() => setOpenSlug(open ? null : category.slug)}
                  >
                    <Icon name="chevronDown" size={16} className={open ? styles.chevronOpen : undefined} />
                  </button>
                  <div id={panelId} className={styles.panel} hidden={!open}>
                    <div className={`container ${styles.panelInner}`}>
                      {category.subCategories.length > 0 ? (
                        <div>
                          <p className={styles.panelHeading}>Destinations</p>
                          <ul className={styles.panelList}>
                            {category.subCategories.map((sub) => (
                              <li key={sub.id}>
                                <PrefetchOnIntentLink href={`/package/${sub.slug}`} onClick={close}>
                                  {sub.title}
                                </PrefetchOnIntentLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ) : null}
                      {category.menuPackages.length > 0 ? (
                        <div>
                          <p className={styles.panelHeading}>Packages</p>
                          <ul className={styles.panelList}>
                            {category.menuPackages.map((pkg) => (
                              <li key={pkg.packageId}>
                                <PrefetchOnIntentLink href={pkg.path} onClick={close}>
                                  {pkg.titleForApp ?? pkg.title}
                                </PrefetchOnIntentLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ) : null}
                      <PrefetchOnIntentLink href={`/package/${category.slug}`} className={styles.viewAll} onClick={close}>
                        View all {category.title} packages
                      </PrefetchOnIntentLink>
                    </div>
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
