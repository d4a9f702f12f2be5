/**
 * /admin/domains (key `domains`): the default address and the shop's domains (GET); connecting, checking,
 * choosing the primary and removing need the plan feature `custom_domain`. /tls/allowed?domain= is the TLS
 * terminator's `ask` endpoint (Caddy on-demand TLS): 200 for a name it may get a certificate for, else 404.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { notFound } from '../../platform/errors.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody } from '../../platform/validate.ts';
import type { DnsLookup } from '../../platform/dns/resolver.ts';
import { DomainCreateSchema, DomainPrimarySchema } from '../../../../contract/domains.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { addDomain, checkDomain, listDomains, makePrimary, removeDomain, tlsAllowed } from './domains.ts';
import { freshFactor } from '../../platform/fresh-factor.ts';

export function domainRoutes(lookup: DnsLookup) {
  const routes = shopRoutes({ permission: 'domains' });
  routes.get('/', async (c) => c.json(await listDomains(c.var.shop)));

  const paid = requireFeature('custom_domain');
  routes.post('/', paid, freshFactor, async (c) => {
    const { hostname } = await jsonBody(c, DomainCreateSchema);
    await addDomain(c.var.shop, hostname);
    return c.json(await listDomains(c.var.shop), 201);
  });
  routes.post('/:id/check', paid, async (c) => {
    await checkDomain(c.var.shop, lookup, c.req.param('id'));
    return c.json(await listDomains(c.var.shop));
  });
  routes.post('/:id/primary', paid, async (c) => {
    const { version } = await jsonBody(c, DomainPrimarySchema);
    await makePrimary(c.var.shop, c.req.param('id'), version);
    return c.json(await listDomains(c.var.shop));
  });
  routes.delete('/:id', freshFactor, async (c) => {
    await removeDomain(c.var.shop, c.req.param('id'));
    return c.json(await listDomains(c.var.shop));
  });
  return routes;
}

/** GET /tls/allowed?domain=…: no session (the TLS terminator calls it on a handshake for an unknown name). */
export const tlsRoutes = new Hono<AppEnv>();
tlsRoutes.get('/allowed', async (c) => {
  const domain = c.req.query('domain') ?? '';
  if (!domain || domain.length > 253 || !(await tlsAllowed(c.var.db, domain)))
    throw notFound('No certificate for this name', 'TLS_NOT_ALLOWED');
  return c.json({ ok: true });
});
