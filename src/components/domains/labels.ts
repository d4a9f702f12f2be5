/** A domain's state in the request's language (contract/domains.ts keeps English for the Store API). */
import type { Domain, DomainStatus } from '../../../contract/domains.ts';
import { formatNumber, type DisplayPrefs } from '../../../contract/format.ts';
import { m } from '../../paraglide/messages.js';

export const domainStatusLabel = (status: DomainStatus): string =>
  ({
    pending: m.domains_status_pending,
    verifying: m.domains_status_verifying,
    active: m.domains_status_active,
    failed: m.domains_status_failed,
  })[status]();

const RECORD_WORDS = { A: m.domains_record_a, CNAME: m.domains_record_cname, TXT: m.domains_record_txt };

/** "a, b and c" in the request's language. */
function listed(items: string[]): string {
  if (items.length < 2) return items.join('');
  return m.domains_list_and({ first: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/**
 * Why a domain is not active yet, or why it failed, in the request's language and digits from the Store API's
 * `why` (issue 23); a row checked before kinds has only its English `reason`, shown as written.
 */
export function domainReasonText(domain: Pick<Domain, 'hostname' | 'reason' | 'why'>, display: DisplayPrefs): string | null {
  const why = domain.why;
  if (!why) return domain.reason;
  const host = domain.hostname;
  switch (why.kind) {
    case 'dns_unreadable':
      return m.domains_why_dns_unreadable({ code: why.code });
    case 'points_elsewhere':
      return [
        why.otherIps.length ? m.domains_why_other_ips({ host, ips: why.otherIps.join(', ') }) : null,
        why.wwwTargets.length ? m.domains_why_www_elsewhere({ host, targets: why.wwwTargets.join(', '), cname: why.cname }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'waiting':
    case 'not_found': {
      const records = listed(why.missing.map((type) => RECORD_WORDS[type]()));
      const hours = formatNumber(why.hours, display);
      return why.kind === 'waiting' ? m.domains_why_waiting({ records, hours }) : m.domains_why_not_found({ records, hours });
    }
    case 'claimed_elsewhere':
      return m.domains_why_claimed({ host });
  }
}
