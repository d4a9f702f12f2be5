import { describe, expect, it } from 'vitest';
import messages from './routes.messages.json';
import { navGroupMessage, routeKey, summaryMessage, titleMessage } from './route-text.ts';
import { NAV_ORDER } from './navigation.ts';
import { ROUTES } from './routes.ts';

const texts = messages as Record<string, { en: string; bn: string }>;

describe('route texts', () => {
  it('name each pattern uniquely', () => {
    expect(routeKey('/')).toBe('home');
    expect(routeKey('/orders/[id]/packing-slip')).toBe('orders_id_packing_slip');
    const keys = ROUTES.map((route) => routeKey(route.pattern));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('give every route its title and summary, in English as the routes table says', () => {
    const wrong = ROUTES.flatMap((route) => [
      texts[titleMessage(route.pattern)]?.en === route.title ? [] : [`${route.pattern}: title`],
      texts[summaryMessage(route.pattern)]?.en === route.summary ? [] : [`${route.pattern}: summary`],
    ]).flat();
    expect(wrong).toEqual([]);
    expect(NAV_ORDER.filter((group) => texts[navGroupMessage(group)]?.en !== group)).toEqual([]);
  });
});
