import type { Page } from 'playwright-core';

/** A phone (issue 14): 390 × 844 CSS px, touch, a retina screen. */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** Every visible control within `selector` smaller than 44 × 44 px, and whether the page scrolls sideways. */
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
    const sideways = document.documentElement.scrollWidth > window.innerWidth;
    return { small, sideways };
  }, selector);
}

/** The widest thing on the page (its width and what it is), to say what makes a page scroll sideways. */
export async function widestElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    let widest = { width: 0, what: '' };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { right } = element.getBoundingClientRect();
      if (right > widest.width)
        widest = { width: Math.round(right), what: `${element.tagName}.${element.className}`.slice(0, 80) };
    }
    return `${widest.width}px ${widest.what}`;
  });
}
