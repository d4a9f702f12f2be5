/** Store API: the active shop's domains (/admin/domains), answers checked with the contract schema. */
import { DomainsAnswerSchema } from '../../../contract/domains.ts';
import { api } from './config.ts';

const PATH = '/admin/domains';
const path = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export const domainsApi = {
  list: (token: string) => api(token).get(DomainsAnswerSchema, PATH),
  connect: (token: string, hostname: string) => api(token).post(DomainsAnswerSchema, PATH, { hostname }),
  check: (token: string, id: string) => api(token).post(DomainsAnswerSchema, `${path(id)}/check`, {}),
  makePrimary: (token: string, id: string, version: number | undefined) =>
    api(token).post(DomainsAnswerSchema, `${path(id)}/primary`, version === undefined ? {} : { version }),
  remove: (token: string, id: string) => api(token).delete(DomainsAnswerSchema, path(id)),
};
