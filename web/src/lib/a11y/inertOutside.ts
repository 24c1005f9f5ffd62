/**
 * The page behind an open modal is `inert`: neither Tab nor a screen reader's virtual cursor reaches it (aria-modal
 * alone leaves that to each reader). Only the top-most modal stays live; each of `<body>`'s children that does not
 * hold it becomes inert, except what must keep talking or taking taps over a modal: the toasts and the live regions
 * at the body's top level (the loading status, Next's route announcer). Elements inert for other reasons stay so;
 * children added to `<body>` while a modal is open are made inert too.
 */
const STAYS_LIVE = '[data-toaster], [aria-live], [role="status"], [role="alert"], next-route-announcer, script, style, template';

const openModals: HTMLElement[] = [];
const madeInert = new Set<Element>();
let observer: MutationObserver | undefined;

function backgroundOf(top: HTMLElement | undefined): Element[] {
  if (!top) return [];
  return Array.from(document.body.children).filter(
    (child) => !child.contains(top) && !child.matches(STAYS_LIVE) && (madeInert.has(child) || !child.hasAttribute('inert')),
  );
}

function update(): void {
  const wanted = new Set(backgroundOf(openModals[openModals.length - 1]));
  for (const element of madeInert) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of wanted) {
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

/** Makes everything outside `modal` inert until the returned function is called (modals may stack). */
export function inertOutside(modal: HTMLElement): () => void {
  openModals.push(modal);
  update();
  observer ??= new MutationObserver(update);
  observer.observe(document.body, { childList: true });
  return () => {
    openModals.splice(openModals.indexOf(modal), 1);
    if (openModals.length === 0) observer?.disconnect();
    update();
  };
}
