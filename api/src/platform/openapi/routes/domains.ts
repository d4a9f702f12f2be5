/** Custom domains and the TLS allow-list (api/src/domains/domains/routes.ts). */
import { z } from 'zod';
import { DomainCreateSchema, DomainPrimarySchema, DomainsAnswerSchema } from '../../../../../contract/domains.ts';
import { describeRoute } from '../registry.ts';

const domains = { tags: ['Domains'], permission: 'domains' } as const;

export const domainRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/domains',
    summary: "The shop's default address and its domains with their DNS records",
    ...domains,
    answer: DomainsAnswerSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/domains',
    summary: 'Connect a domain (plan feature custom_domain)',
    ...domains,
    body: DomainCreateSchema,
    answer: DomainsAnswerSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/domains/:id/check',
    summary: "Check a domain's DNS records now",
    ...domains,
    answer: DomainsAnswerSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/domains/:id/primary',
    summary: 'Make an active domain the primary one',
    ...domains,
    body: DomainPrimarySchema,
    answer: DomainsAnswerSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/domains/:id',
    summary: 'Remove a domain (it leaves the TLS allow-list)',
    ...domains,
    answer: DomainsAnswerSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/tls/allowed',
    summary: 'TLS allow-list for on-demand certificates (Caddy `ask`): 200 for a verified domain of an active shop, else 404',
    tags: ['Domains'],
    public: true,
    query: z.object({ domain: z.string() }),
    answer: z.object({ ok: z.literal(true) }),
  }),
];
