/**
 * The DNS lookups of the custom-domain check, behind one small interface: node:dns's Resolver (real DNS over UDP)
 * in production, pointed at the local DNS sandbox in tests and the demo with DNS_SERVER=host:port. A name that
 * does not exist or has no such record answers an empty list; any other failure (timeout, SERVFAIL) throws.
 */
import type { Resolver } from 'node:dns/promises';

export type DnsLookup = {
  a: (name: string) => Promise<string[]>;
  cname: (name: string) => Promise<string[]>;
  txt: (name: string) => Promise<string[]>;
};

const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

const orEmpty = async <T>(lookup: Promise<T[]>): Promise<T[]> => {
  try {
    return await lookup;
  } catch (error) {
    if (MISSING.has((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
};

/**
 * A resolver over `servers` ("127.0.0.1:5353"); none: the system's. Two tries of two seconds each. node:dns/promises
 * is loaded with the first lookup: loading it sets up c-ares (about 25 ms), which a Store API start does not need.
 */
export function createDnsLookup(servers?: string[]): DnsLookup {
  let ready: Promise<Resolver> | undefined;
  const resolver = () =>
    (ready ??= import('node:dns/promises').then(({ Resolver }) => {
      const created = new Resolver({ timeout: 2_000, tries: 2 });
      if (servers?.length) created.setServers(servers);
      return created;
    }));
  return {
    a: async (name) => orEmpty((await resolver()).resolve4(name)),
    cname: async (name) =>
      orEmpty((await resolver()).resolveCname(name)).then((names) => names.map((n) => n.toLowerCase().replace(/\.$/, ''))),
    txt: async (name) => orEmpty((await resolver()).resolveTxt(name)).then((records) => records.map((chunks) => chunks.join(''))),
  };
}

/** The resolver of DNS_SERVER (comma-separated host:port), or the system's. */
export const dnsLookupFromEnv = (env: NodeJS.ProcessEnv = process.env): DnsLookup =>
  createDnsLookup(env.DNS_SERVER ? env.DNS_SERVER.split(',').map((s) => s.trim()) : undefined);
