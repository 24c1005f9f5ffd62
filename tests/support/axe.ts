import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules, as axe-core implements them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits (up to `timeout` ms) until no finite CSS transition or animation is running on the page. axe measures
 * colours as painted: a button still hovered after a click, half-way through its 0.2 s background transition, has
 * neither its resting nor its hover colours, and `color-contrast` fails on a mix that is never on screen for long.
 * Infinite animations (the announcement marquee, spinners) never end and are not waited for. On time-out the error
 * names what still runs.
 */
export async function waitForAnimationsToSettle(page: Page, timeout = 5_000): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout },
    );
  } catch (error) {
    const running = await page
      .evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => {
            const what =
              animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}`
              : animation instanceof CSSAnimation ? `animation ${animation.animationName}`
              : 'animation';
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return `${what} on ${target ? `<${target.localName} class="${target.getAttribute('class') ?? ''}">` : 'no element'}`;
          }),
      )
      .catch(() => []);
    throw new Error(`CSS transitions or animations still running after ${timeout} ms: ${running.join('; ') || 'none now'}`, { cause: error });
  }
}

/**
 * WCAG 2.1 A and AA violations (axe-core) of the page, or of `include` only, scanned once its animations have
 * settled: one `"<id> (<impact>): <target>, <target>"` per violation.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await waitForAnimationsToSettle(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  return describeViolations(builder);
}

/** Violations of the named axe rules only, best-practice ones too (`landmark-unique`), on the whole page. */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  await waitForAnimationsToSettle(page);
  return describeViolations(new AxeBuilder({ page }).withRules(rules));
}

async function describeViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations.map(({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
