// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

const noop = () => {};

function Page({ login = false, confirm = false }: { login?: boolean; confirm?: boolean }) {
  return (
    <>
      <header>
        <button type="button">Sign In</button>
      </header>
      <main>
        <h1>Kailash Mansarovar Yatra</h1>
      </main>
      {login ? (
        <Dialog title="Login" onClose={noop}>
          <button type="button">Request OTP</button>
        </Dialog>
      ) : null}
      {confirm ? (
        <Dialog title="Confirm e-mail" onClose={noop}>
          <button type="button">Send</button>
        </Dialog>
      ) : null}
    </>
  );
}

/** The child of <body> that holds `element` (the page's root, or a dialog's portal). */
function topLevel(element: Element): Element {
  let current = element;
  while (current.parentElement && current.parentElement !== document.body) current = current.parentElement;
  return current;
}

const dialogRoot = (name: string) => topLevel(screen.getByRole('dialog', { name }));
const pageRoot = () => topLevel(screen.getByRole('banner'));

describe('Dialog: the page behind it', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it('is inert while a popup is open, except the toasts, and is live again once it closes', () => {
    const toaster = Object.assign(document.createElement('div'), { innerHTML: '<div aria-live="polite"></div>' });
    toaster.setAttribute('data-toaster', '');
    document.body.append(toaster);
    const { rerender } = render(<Page login />);
    expect(pageRoot().hasAttribute('inert')).toBe(true);
    expect(dialogRoot('Login').hasAttribute('inert')).toBe(false);
    expect(toaster.hasAttribute('inert')).toBe(false);

    rerender(<Page />);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('leaves only the top-most of two open dialogs live, and the one below live again when the top one closes', () => {
    const { rerender } = render(<Page login />);
    rerender(<Page login confirm />);
    expect(dialogRoot('Login').hasAttribute('inert')).toBe(true);
    expect(dialogRoot('Confirm e-mail').hasAttribute('inert')).toBe(false);

    rerender(<Page login />);
    expect(dialogRoot('Login').hasAttribute('inert')).toBe(false);
    expect(pageRoot().hasAttribute('inert')).toBe(true);
  });

  it('keeps inert what was inert before the dialog opened', () => {
    const hidden = document.createElement('aside');
    hidden.setAttribute('inert', '');
    document.body.append(hidden);
    const { rerender } = render(<Page login />);
    rerender(<Page />);
    expect(hidden.hasAttribute('inert')).toBe(true);
    expect(pageRoot().hasAttribute('inert')).toBe(false);
  });
});
