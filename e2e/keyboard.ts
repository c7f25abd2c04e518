import type { Page } from 'playwright-core';

export interface FocusStop {
  /** A short description of the focused element, for failure messages. */
  element: string;
  /** Whether the element draws an outline or a ring while it has focus. */
  ringVisible: boolean;
}

/** Elements a keyboard user must be able to reach with Tab: visible, enabled, not taken out of the order. */
export function countTabbable(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
    return [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.tabIndex < 0 || element.closest('[inert]')) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    }).length;
  });
}

/** From the top of the page, presses Tab `count` times and records each element that took focus and whether it shows a ring. */
export async function tabThrough(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  // Pages that focus a field on load (login, register) would otherwise start the walk midway.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return { element: 'body', ringVisible: false };
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const ring = style.boxShadow !== 'none';
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return {
          element: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`,
          ringVisible: outline || ring,
        };
      }),
    );
  }
  return stops;
}
