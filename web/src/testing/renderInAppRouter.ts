import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const unused = () => {
  throw new Error('a component rendered by renderInAppRouter navigated: its test renders markup only');
};

/** A router for markup-only renders: `useRouter()` works (links, `PrefetchOnIntentLink`), navigating throws. */
const markupOnlyRouter: AppRouterInstance = { back: unused, forward: unused, refresh: unused, push: unused, replace: unused, prefetch: unused, bfcacheId: 'markup' };

/**
 * `renderToStaticMarkup` inside the app router's context, as Next renders a page: components that call
 * `useRouter()` (which throws outside a router) render in node tests (vitest.config.ts compiles JSX).
 */
export function renderInAppRouter(element: ReactElement): string {
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: markupOnlyRouter }, element));
}
