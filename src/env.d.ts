/// <reference types="astro/client" />

declare const __BUILD_ID__: string;

declare namespace App {
  interface Locals {
    /** The Store API token from the `auth:token` cookie, when signed in. */
    token: string | null;
    user: import('./lib/api/sellers.ts').User | null;
    shops: import('./lib/api/sellers.ts').ShopListEntry[];
    activeShop: import('./lib/api/sellers.ts').ShopListEntry | null;
    subscription: import('./lib/subscription.ts').SubscriptionSummary;
    /** The active shop's installed apps (sidebar, /app/{handle}). */
    apps: import('../contract/apps.ts').InstalledApp[];
    /** Set by /app/{handle}: the only origins its CSP frame-src lists (middleware, lib/csp.ts). */
    frameOrigins?: string[];
    /** Set by the storefront preview: the dashboard's own pages may frame it (the customiser's live preview). */
    framedBySelf?: boolean;
    /** Set by /store/themes/customise: it frames the storefront preview (frame-src 'self'). */
    framesSelf?: boolean;
    /** The routes-table entry of the page being rendered, if it is one. */
    route: import('./lib/routes.ts').RouteEntry | null;
    /**
     * How this request shows numbers, money and dates (contract/format.ts): English by default; the
     * account's language and digit settings when signed in (issue 23). `display.locale` is the request's
     * language, which every message renders in (src/i18n/locale.ts).
     */
    display: import('../contract/format.ts').DisplayPrefs;
    /** The top bar's unread count, asked for by the middleware beside the page's own calls (lib/bell-summary.ts). */
    bell?: Promise<import('../contract/notifications.ts').UnreadSummary | null>;
    /** Toasts to show on this page (from the flash cookie). */
    flashes: import('./lib/flash.ts').Flash[];
  }
}
