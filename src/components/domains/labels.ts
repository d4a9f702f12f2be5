/** A domain's state in the request's language (contract/domains.ts keeps English for the Store API). */
import type { DomainStatus } from '../../../contract/domains.ts';
import { m } from '../../paraglide/messages.js';

export const domainStatusLabel = (status: DomainStatus): string =>
  ({
    pending: m.domains_status_pending,
    verifying: m.domains_status_verifying,
    active: m.domains_status_active,
    failed: m.domains_status_failed,
  })[status]();
