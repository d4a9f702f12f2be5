import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withLocaleScope } from '../../i18n/locale.ts';
import { clearToasts, showToast } from '../../stores/toasts.ts';
import { mountToasts } from './toasts-dom.ts';
import { Toasts } from './Toasts.tsx';
import { toastWords } from './words.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const english = withLocaleScope('en', toastWords);
const bangla = withLocaleScope('bn', toastWords);

describe('Toasts (island renderer)', () => {
  it('renders an empty live region when there is nothing to say', () => {
    const html = renderToStaticMarkup(createElement(Toasts, { words: english }));
    expect(html).toContain('aria-live="polite"');
    expect(text(html)).toBe('');
  });

  it('renders each toast with its title, text and a dismiss button', () => {
    showToast('success', 'Product saved');
    showToast('error', 'Upload failed');
    const html = renderToStaticMarkup(createElement(Toasts, { words: english }));
    expect(text(html)).toBe('Success Product saved × Error Upload failed ×');
    expect(html.match(/aria-label="Dismiss"/g)).toHaveLength(2);
  });

  it('titles each toast by its kind and labels its button in the words it is given (Bangla, as the server toasts do)', () => {
    showToast('success', 'পণ্য সেভ হয়েছে');
    showToast('error', 'আপলোড হয়নি');
    const html = renderToStaticMarkup(createElement(Toasts, { words: bangla }));
    expect(text(html)).toBe('হয়ে গেছে পণ্য সেভ হয়েছে × সমস্যা আপলোড হয়নি ×');
    expect(html.match(/aria-label="সরান"/g)).toHaveLength(2);
    expect(html).not.toMatch(/Success|Error|Dismiss/);
  });

  it('announces an error as an alert and a success as a status', () => {
    showToast('error', 'Upload failed');
    showToast('success', 'Saved');
    const roles = [...renderToStaticMarkup(createElement(Toasts, { words: english })).matchAll(/role="(\w+)"/g)].map((match) => match[1]);
    expect(roles).toEqual(['alert', 'status']);
  });

  it('sits 8 px from the top (in px: the root font is 14 px, so rem steps would miss)', () => {
    expect(renderToStaticMarkup(createElement(Toasts, { words: english }))).toContain('top-[8px]');
  });
});

/** The little of the DOM toasts-dom.ts uses (the unit tests run in Node, without a DOM). */
class FakeElement {
  children: FakeElement[] = [];
  attributes: Record<string, string> = {};
  className = '';
  textContent = '';
  type = '';
  parent: FakeElement | null = null;
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  addEventListener() {}
  append(...nodes: FakeElement[]) {
    for (const node of nodes) node.parent = this;
    this.children.push(...nodes);
  }
  replaceChildren(...nodes: FakeElement[]) {
    this.children = [];
    this.append(...nodes);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
  }
  all(): FakeElement[] {
    return [this, ...this.children.flatMap((child) => child.all())];
  }
}

describe('mountToasts (the DOM renderer of the customiser and the app host)', () => {
  it('titles each toast by its kind and labels its button in the words it is given', () => {
    vi.stubGlobal('document', { createElement: () => new FakeElement() });
    try {
      const host = new FakeElement();
      const stop = mountToasts(host as unknown as HTMLElement, bangla);
      showToast('error', 'আপলোড হয়নি');
      const nodes = host.all();
      expect(nodes.find((node) => node.className === 'font-semibold')?.textContent).toBe('সমস্যা');
      expect(nodes.find((node) => node.attributes['aria-label'] !== undefined)?.attributes['aria-label']).toBe('সরান');
      stop();
      expect(host.children).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
