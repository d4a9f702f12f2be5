/**
 * Where shops' custom domains must point, and the shops' own addresses. Production sets them with
 * STOREFRONT_IPV4 (the A record of an apex), STOREFRONT_CNAME (the CNAME of www) and SHOP_BASE_DOMAIN (default
 * addresses: <handle>.<base>). The defaults are documentation values (203.0.113.0/24 is TEST-NET-3), which the
 * local DNS sandbox answers for the demo domain.
 */
export const STOREFRONT_DEFAULTS = { ipv4: '203.0.113.10', cname: 'shops.haat.shop', baseDomain: 'haat.shop' } as const;

export type StorefrontTargets = { ipv4: string; cname: string; baseDomain: string };

export const storefrontTargets = (env: NodeJS.ProcessEnv = process.env): StorefrontTargets => ({
  ipv4: env.STOREFRONT_IPV4 || STOREFRONT_DEFAULTS.ipv4,
  cname: (env.STOREFRONT_CNAME || STOREFRONT_DEFAULTS.cname).toLowerCase().replace(/\.$/, ''),
  baseDomain: (env.SHOP_BASE_DOMAIN || STOREFRONT_DEFAULTS.baseDomain).toLowerCase(),
});

/** The demo: Dhaka Crafts's verification token (seeded) and the domain whose records the DNS sandbox holds. */
export const DEMO_DOMAIN = 'dhakacrafts.test';
export const DEMO_VERIFY_TOKEN = 'demo-dhaka-crafts-4f1c9a';
