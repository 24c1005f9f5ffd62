// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteFocus } from './RouteFocus';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

/** The layout's <main> with a page's h1, a link to go on from, and RouteFocus after it as in the layout. */
function Shell({ heading = 'Adi Kailash' }: { heading?: string }) {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <h1>{heading}</h1>
        <a href="/adi-kailash/adi-kailash-yatra-from-delhi">Adi Kailash Yatra from Delhi</a>
      </main>
      <RouteFocus />
    </>
  );
}

function navigateTo(pathname: string, rerender: (ui: ReactElement) => void, heading?: string) {
  route.pathname = pathname;
  rerender(<Shell heading={heading} />);
}

describe('RouteFocus', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('leaves focus alone on the first load', () => {
    route.pathname = '/package/adi-kailash';
    const { getByRole } = render(<Shell />);
    expect(document.activeElement).toBe(document.body);
    expect(getByRole('heading', { level: 1 }).hasAttribute('tabindex')).toBe(false);
  });

  it("moves focus to the new page's h1, made focusable out of the Tab order, when the path changes", () => {
    route.pathname = '/adi-kailash/adi-kailash-yatra-from-delhi';
    const { getByRole, rerender } = render(<Shell heading="Adi Kailash Yatra from Delhi" />);
    getByRole('link').focus();
    navigateTo('/package/adi-kailash', rerender);
    const heading = getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('does not move focus again while the path stays (a tab or a filter changing the query or the hash)', () => {
    route.pathname = '/package/adi-kailash';
    const { getByRole, rerender } = render(<Shell />);
    getByRole('link').focus();
    navigateTo('/package/adi-kailash', rerender);
    expect(document.activeElement).toBe(getByRole('link'));
  });

  it('leaves a #fragment to its target, a dialog its focus, and the story viewer its stage', () => {
    route.pathname = '/';
    const { getByRole, rerender } = render(<Shell />);
    const link = getByRole('link');
    link.focus();
    window.location.hash = '#groupOrders';
    navigateTo('/profile', rerender);
    expect(document.activeElement).toBe(link);
    window.location.hash = '';

    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const field = dialog.appendChild(document.createElement('input'));
    field.focus();
    navigateTo('/package/adi-kailash', rerender);
    expect(document.activeElement).toBe(field);
    dialog.remove();

    link.focus();
    navigateTo('/webstories/view/kailash-in-pictures', rerender);
    expect(document.activeElement).toBe(link);
  });
});
