/** The Hono environment shared by every route: what `c.var` holds. */
import type { Db } from './db/client.ts';
import type { sellers, sessions, shopMembers } from '../db/schema/index.ts';
import type { Throttle } from './throttle/throttle.ts';

export type Log = (line: string) => void;

/** Whether a mail worker sends the outbox (SMTP_URL set), and a nudge to send what was just written. */
export type MailDelivery = { delivered: boolean; kick: () => void };

export type Seller = typeof sellers.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Membership = typeof shopMembers.$inferSelect;
/** What requireSession read of the session's active shop in the same statement as the session. */
export type SessionShop = {
  shopId: string | null;
  /** The caller's active membership of that shop; undefined when none (not a member, suspended, or no shop). */
  membership: Membership | undefined;
  /** The latest end of the shop's subscriptions that were not canceled; null when it has none. */
  planEndsAt: Date | null;
};

export type AppEnv = {
  Variables: {
    db: Db;
    log: Log;
    /** Base address of the dashboard, for links in emails and the log. */
    dashboardUrl: string;
    /** Outbox delivery (platform/mail): `delivered` false means mail waits in the outbox and links go to the log. */
    mail: MailDelivery;
    /** Per-client and per-account limits (platform/throttle); set for every request. */
    throttle: Throttle;
    /** Set by requireSession. */
    seller: Seller;
    /** Set by requireSession; `session.activeShopId` scopes every /admin call. */
    session: Session;
    /** Set by requireSession: the caller's membership of the active shop and its plan end, read with the session. */
    sessionShop: SessionShop;
    /**
     * Set by requireSession: a shop of the seller requires two-step sign-in and they have none yet, so only their own
     * account stays open until they set it up (platform/two-step-setup.ts, issue 22 item 10).
     */
    twoStepSetupRequired: boolean;
    /**
     * Set by the shop router (platform/shop-routes.ts): the caller's membership of the active shop. The shop itself
     * is reached only through the router's `c.var.shop` (ShopEnv), never as a bare id here.
     */
    membership: Membership;
  };
};
