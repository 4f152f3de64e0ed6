// Checks of a page on a phone's narrow screen: nothing scrolls sideways, the header is one row.
import { expect, type Page } from '@playwright/test';

/**
 * How far the page scrolls sideways (0: not at all), and the elements in main that scroll
 * sideways inside themselves (a table in its card), each named so a failure says where to look.
 */
export function sideways(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} (${element.scrollWidth} in ${element.clientWidth} px)`;
    const inside = [...document.querySelectorAll('main *')]
      // A field's own text, and a row of tabs (its scroll is its design), are no list.
      .filter((element) => !element.matches('input, textarea, select') && !element.querySelector(':scope > [role="tablist"]'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(element).overflowX))
      .map(name);
    return { page: Math.max(0, scroller.scrollWidth - scroller.clientWidth), inside };
  });
}

/** The header's sign-out button is on the row of its first item (the home button or the breadcrumb). */
export async function expectHeaderOnOneRow(page: Page) {
  const header = page.getByRole('banner');
  const first = header.getByRole('navigation', { name: 'Kruimelpad' }).or(header.getByRole('link', { name: 'Home' }));
  const signOut = header.getByRole('button', { name: 'Uitloggen' });
  await expect(signOut).toBeVisible();
  const [start, end] = [await first.boundingBox(), await signOut.boundingBox()];
  if (!start || !end) throw new Error('no layout for the header');
  // Their heights overlap: side by side, not one under the other.
  expect(end.y, `sign-out at ${end.y}-${end.y + end.height}, first item at ${start.y}-${start.y + start.height}`).toBeLessThan(start.y + start.height);
  expect(start.y).toBeLessThan(end.y + end.height);
  expect(end.x).toBeGreaterThan(start.x + start.width);
}
