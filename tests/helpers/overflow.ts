/** How a page sticks out past the phone's width: shared by tests/overflow.spec.ts and the Bangla sweep (language.spec.ts). */
import type { Page } from '@playwright/test';

/** How far the page is wider than the viewport, and the widest elements sticking out past its right edge. */
export function overflowOf(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 4).join('.') : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes ? '.' + classes : ''}> "${text}"`;
    };
    /**
     * Inside a box that scrolls or clips sideways: that box, not the page, takes the width. An absolutely placed
     * element escapes every such box below its containing block (its nearest positioned ancestor); a fixed one all.
     */
    const clipped = (element: Element) => {
      let position = getComputedStyle(element).position;
      if (position === 'fixed') return false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const escapes = position === 'absolute' && style.position === 'static';
        if (!escapes && style.overflowX !== 'visible') return true;
        if (!escapes) position = style.position;
        if (position === 'fixed') return false;
      }
      return false;
    };
    const sticking = Array.from(document.body.querySelectorAll('*'))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.right > viewport + 0.5);
    const unclipped = sticking.filter(({ element }) => !clipped(element));
    // Nothing unclipped (an absolutely placed or transformed child)? Name what sticks out at all.
    const offenders = (unclipped.length > 0 ? unclipped : sticking)
      .sort((a, b) => b.rect.width - a.rect.width)
      .slice(0, 3)
      .map(({ element, rect }) => `${describe(element)} ${Math.round(rect.width)} px wide, right edge at ${Math.round(rect.right)}`);
    return { excess: document.documentElement.scrollWidth - viewport, offenders };
  });
}
