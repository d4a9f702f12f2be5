/** Custom domains (/settings/domain): connect, check again, make primary, remove. */
import { defineAction } from 'astro:actions';
import { DOMAIN_STATUS_LABELS } from '../../contract/domains.ts';
import { domainsApi } from '../lib/api/domains.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorInput, withFreshFactor } from '../lib/fresh-factor.ts';
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
        return succeed(ROUTE, 'Domain added. Add the records below at your registrar, then check again.');
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
        return succeed(ROUTE, domain ? `${domain.hostname}: ${DOMAIN_STATUS_LABELS[domain.status]}.` : 'Checked.');
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
        return succeed(ROUTE, 'Primary domain changed.');
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
        return succeed(ROUTE, 'Domain removed.');
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
