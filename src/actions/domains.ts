/** Custom domains (/settings/domain): connect, check again, make primary, remove. */
import { defineAction } from 'astro:actions';
import { domainsApi } from '../lib/api/domains.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorInput, withFreshFactor } from '../lib/fresh-factor.ts';
import { domainStatusLabel } from '../components/domains/labels.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const ROUTE = '/settings/domain';
const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === 'string' ? value.trim() : '';
};

export const domains = {
  connect: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, ROUTE);
      try {
        await withFreshFactor(token, factorInput(data), () => domainsApi.connect(token, text(data, 'hostname')));
        return succeed(ROUTE, m.domains_added());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  check: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, ROUTE);
      try {
        const answer = await domainsApi.check(token, text(data, 'id'));
        const domain = answer.response.find((d) => d.id === text(data, 'id'));
        return succeed(
          ROUTE,
          domain ? m.domains_checked_status({ host: domain.hostname, status: domainStatusLabel(domain.status) }) : m.domains_checked(),
        );
      } catch (error) {
        return fail(error);
      }
    },
  }),

  makePrimary: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, ROUTE);
      try {
        const version = text(data, 'version');
        await domainsApi.makePrimary(token, text(data, 'id'), version ? Number(version) : undefined);
        return succeed(ROUTE, m.domains_primary_changed());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  remove: defineAction({
    accept: 'form',
    handler: async (data: FormData, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, ROUTE);
      try {
        await withFreshFactor(token, factorInput(data), () => domainsApi.remove(token, text(data, 'id')));
        return succeed(ROUTE, m.domains_removed());
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
