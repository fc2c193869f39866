import type { Page } from 'playwright-core';

/** A phone (issue 14): 390 × 844 CSS px, touch, a retina screen. */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** A small phone (an iPhone SE of the first generation, still handed down to students): 320 × 568. */
export const smallPhone = { ...phone, viewport: { width: 320, height: 568 } };

/**
 * Every visible control within `selector` smaller than 44 × 44 px, and whether the page is wider than the
 * device's screen. Measured against `screen.width`: an emulated phone widens its layout viewport (and so
 * `window.innerWidth`) to whatever the content needs, which would hide the very overflow looked for.
 */
export async function layoutProblems(page: Page, selector: string) {
  return page.evaluate((within) => {
    const controls = document.querySelectorAll<HTMLElement>(
      `${within} button, ${within} input:not([type="radio"]), ${within} select, ${within} textarea, ${within} summary, ${within} label:has(input[type="radio"]), ${within} [role="tab"]`,
    );
    const small = [...controls]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ element, box }) =>
          `${element.tagName} "${element.textContent?.trim() ?? ''}" ${box.width}×${box.height}`,
      );
    const sideways = document.documentElement.scrollWidth > window.screen.width;
    return { small, sideways };
  }, selector);
}

/**
 * How many CSS px the page reaches past the screen's right edge (≤ 0: it fits). `width` defaults to the device's
 * screen; pass it when the window was resized after the page opened (`setViewportSize` keeps the old screen).
 */
export async function overflowPast(page: Page, width?: number): Promise<number> {
  return page.evaluate(
    (screenWidth) =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) -
      (screenWidth ?? window.screen.width),
    width,
  );
}

/**
 * The thing reaching furthest right on the page and the outermost of its ancestors already wider than the
 * screen: what makes a page scroll sideways, and the box that should have held it.
 */
export async function widestElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const name = (element: Element) => `${element.tagName}.${element.className}`.slice(0, 60);
    // What a box scrolling sideways on its own (`overflow-x: auto`) holds does not widen the page.
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement)
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      return false;
    };
    let widest: HTMLElement | undefined;
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (
        !clipped(element) &&
        (!widest || element.getBoundingClientRect().right > widest.getBoundingClientRect().right)
      )
        widest = element;
    if (!widest) return 'nothing';
    let outermost: Element = widest;
    for (let at = widest.parentElement; at && at !== document.body; at = at.parentElement)
      if (at.getBoundingClientRect().right > window.screen.width) outermost = at;
    return `${Math.round(widest.getBoundingClientRect().right)}px ${name(widest)} in ${name(outermost)}`;
  });
}
