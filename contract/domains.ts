/**
 * Custom domains (/admin/domains, permission `domains`, plan feature `custom_domain`): the shop's permanent default
 * address, the domains it connects with the exact DNS records to add, their states and the hostname rules.
 *
 * A domain is pending until its first check, verifying while its records are not all in place yet (DNS can take up
 * to 48 hours), active once the TXT record proves ownership and the A and CNAME records point at Haat, and failed
 * with the reason when a record points elsewhere or nothing appeared within the wait.
 */
import { z } from 'zod';
import { TimestampSchema } from './list.ts';

export const DOMAIN_STATUSES = ['pending', 'verifying', 'active', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
export const DOMAIN_STATUS_LABELS: Record<DomainStatus, string> = {
  pending: 'Pending',
  verifying: 'Verifying',
  active: 'Active',
  failed: 'Failed',
};

/** How long a domain may wait for its records before it fails (registrars say "up to 48 hours"). */
export const DNS_WAIT_HOURS = 48;
/** The name of the ownership TXT record under the domain, and the prefix of its value. */
export const VERIFY_LABEL = '_haat-verify';
export const VERIFY_PREFIX = 'haat-verify=';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain as typed ("https://www.DhakaCrafts.com/shop", "dhakacrafts.com.") → its apex name ("dhakacrafts.com"),
 * or null when it is not a domain name. ASCII names only (an internationalised name is typed in its xn-- form).
 */
export function normaliseHostname(text: string): string | null {
  let host = text.trim().toLowerCase();
  host = host
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (!/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(labels.at(-1)!)) return null;
  return host;
}

/** One DNS record the seller adds at their registrar. */
export const DnsRecordSchema = z.object({
  type: z.enum(['A', 'CNAME', 'TXT']),
  /** The full name ("dhakacrafts.com", "www.dhakacrafts.com", "_haat-verify.dhakacrafts.com"). */
  name: z.string(),
  /** What registrars call "Host": "@", "www", "_haat-verify". */
  host: z.string(),
  value: z.string(),
  /** Whether the last check found it. */
  found: z.boolean(),
});
export type DnsRecord = z.infer<typeof DnsRecordSchema>;

const RecordTypeSchema = z.enum(['A', 'CNAME', 'TXT']);
/**
 * `reason` as data (issue 23), for the dashboard to word in the reader's language: the DNS lookup failed (`code`),
 * records point elsewhere (other A addresses, the www name's other targets), records still missing while waiting
 * or after the wait (`hours`), or another shop proved the name first. Null on a row written before kinds.
 */
export const DomainReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dns_unreadable'), code: z.string() }),
  z.object({ kind: z.literal('points_elsewhere'), otherIps: z.array(z.string()), wwwTargets: z.array(z.string()), cname: z.string() }),
  z.object({ kind: z.literal('waiting'), missing: z.array(RecordTypeSchema), hours: z.number().int() }),
  z.object({ kind: z.literal('not_found'), missing: z.array(RecordTypeSchema), hours: z.number().int() }),
  z.object({ kind: z.literal('claimed_elsewhere') }),
]);
export type DomainReason = z.infer<typeof DomainReasonSchema>;

export const DomainSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  /** Why it is not active yet, or why it failed, in English. */
  reason: z.string().nullable(),
  why: DomainReasonSchema.nullable().optional(),
  isPrimary: z.boolean(),
  records: z.array(DnsRecordSchema),
  checkedAt: TimestampSchema.nullable(),
  /** When the TXT record proved the shop owns the name (one shop per name); null while unproved. */
  verifiedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  version: z.number().int(),
});
export type Domain = z.infer<typeof DomainSchema>;

export const DomainsAnswerSchema = z.object({
  /** The shop's own address, which always works ("dhaka-crafts.haat.shop"). */
  defaultAddress: z.string(),
  /** The hostname visitors land on: the primary active domain, else the default address. */
  primaryAddress: z.string(),
  verificationToken: z.string(),
  response: z.array(DomainSchema),
  count: z.number().int(),
});
export type DomainsAnswer = z.infer<typeof DomainsAnswerSchema>;

export const DomainCreateSchema = z.object({
  hostname: z
    .string({ error: 'Enter your domain, like yourshop.com' })
    .trim()
    .min(1, 'Enter your domain, like yourshop.com')
    .transform((text, ctx) => {
      const host = normaliseHostname(text);
      if (!host) {
        ctx.addIssue({ code: 'custom', message: 'Enter a domain name like yourshop.com (no spaces or paths)' });
        return z.NEVER;
      }
      return host;
    }),
});
export type DomainCreate = z.infer<typeof DomainCreateSchema>;

/** Making a domain the primary one (version: the domain's, to refuse a stale page). */
export const DomainPrimarySchema = z.object({ version: z.number().int().optional() });
