/**
 * A tiny authoritative DNS server for tests and the demo: it speaks the DNS protocol over UDP (RFC 1035 messages,
 * hand-written: A, AAAA, CNAME and TXT answers, NXDOMAIN for unknown names), so the Store API's real `node:dns`
 * client is pointed at it with DNS_SERVER=127.0.0.1:<port>. A small HTTP side on the same port number (TCP) plays
 * the registrar: `PUT /records/<name>` with `{ "A": [...], "CNAME": "...", "TXT": [...] }`, `DELETE /records/<name>`,
 * `GET /records`, `GET /health`. It starts with the demo zone (README "Custom domains").
 *
 * Run on its own: `node api/src/platform/dns/sandbox.ts` (DNS_SANDBOX_PORT, default 4326).
 */
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { DEMO_DOMAIN, DEMO_VERIFY_TOKEN, STOREFRONT_DEFAULTS } from './targets.ts';
import { VERIFY_LABEL, VERIFY_PREFIX } from '../../../../contract/domains.ts';

export type ZoneRecords = { A?: string[]; AAAA?: string[]; CNAME?: string; TXT?: string[] };
export type Zone = Map<string, ZoneRecords>;

const TYPES = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;

/** The demo shop's domain, with its records already in place: connecting it turns it active. */
export function demoZone(): Zone {
  return new Map<string, ZoneRecords>([
    [DEMO_DOMAIN, { A: [STOREFRONT_DEFAULTS.ipv4] }],
    [`www.${DEMO_DOMAIN}`, { CNAME: STOREFRONT_DEFAULTS.cname }],
    [`${VERIFY_LABEL}.${DEMO_DOMAIN}`, { TXT: [`${VERIFY_PREFIX}${DEMO_VERIFY_TOKEN}`] }],
    // A domain whose apex points elsewhere: connecting it fails with the reason.
    ['elsewhere.test', { A: ['198.51.100.7'] }],
    [`${VERIFY_LABEL}.elsewhere.test`, { TXT: [`${VERIFY_PREFIX}${DEMO_VERIFY_TOKEN}`] }],
  ]);
}

/** The question of a query: its name (lower case), type, and where the question section ends. */
function readQuestion(msg: Buffer): { name: string; type: number; end: number } | null {
  let offset = 12;
  const labels: string[] = [];
  while (offset < msg.length) {
    const length = msg[offset]!;
    if (length === 0) break;
    if (length > 63) return null; // no compression in questions
    labels.push(msg.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  if (offset + 5 > msg.length) return null;
  return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(offset + 1), end: offset + 5 };
}

const encodeName = (name: string) =>
  Buffer.concat([
    ...name
      .split('.')
      .filter(Boolean)
      .map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, 'latin1')])),
    Buffer.from([0]),
  ]);

function rdata(type: number, value: string): Buffer {
  if (type === TYPES.A) return Buffer.from(value.split('.').map(Number));
  if (type === TYPES.AAAA) {
    const [head = '', tail = ''] = value.split('::');
    const h = head ? head.split(':') : [];
    const t = tail ? tail.split(':') : [];
    const groups = value.includes('::') ? [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t] : h;
    const out = Buffer.alloc(16);
    groups.forEach((g, i) => out.writeUInt16BE(parseInt(g || '0', 16), i * 2));
    return out;
  }
  if (type === TYPES.CNAME) return encodeName(value);
  // TXT: one character-string of at most 255 bytes per chunk.
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < Math.max(bytes.length, 1); i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(chunks);
}

/** The answer to one query message, from `zone`. */
export function answer(msg: Buffer, zone: Zone): Buffer | null {
  if (msg.length < 12) return null;
  const question = readQuestion(msg);
  if (!question) return null;
  const records = zone.get(question.name);
  const values: { type: number; value: string }[] = [];
  if (records) {
    if (records.CNAME && question.type !== TYPES.TXT) values.push({ type: TYPES.CNAME, value: records.CNAME });
    else if (question.type === TYPES.A) values.push(...(records.A ?? []).map((value) => ({ type: TYPES.A, value })));
    else if (question.type === TYPES.AAAA) values.push(...(records.AAAA ?? []).map((value) => ({ type: TYPES.AAAA, value })));
    else if (question.type === TYPES.TXT) values.push(...(records.TXT ?? []).map((value) => ({ type: TYPES.TXT, value })));
  }
  const header = Buffer.alloc(12);
  msg.copy(header, 0, 0, 2); // id
  const rd = msg[2]! & 0x01;
  header[2] = 0x84 | rd; // QR, authoritative, RD copied
  header[3] = records ? 0 : 3; // NOERROR, or NXDOMAIN for a name the zone does not hold
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values.length, 6);
  const answers = values.map(({ type, value }) => {
    const data = rdata(type, value);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // the question's name
    rr.writeUInt16BE(type, 2);
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(data.length, 10);
    return Buffer.concat([rr, data]);
  });
  return Buffer.concat([header, msg.subarray(12, question.end), ...answers]);
}

export type DnsSandbox = {
  port: number;
  /** The value for DNS_SERVER. */
  server: string;
  zone: Zone;
  close: () => Promise<void>;
};

/** Starts the DNS server (UDP) and its registrar side (HTTP) on `port` (0: any free port). */
export async function startDnsSandbox(options: { port?: number; host?: string; zone?: Zone } = {}): Promise<DnsSandbox> {
  const host = options.host ?? '127.0.0.1';
  const zone = options.zone ?? demoZone();
  const udp: Socket = createSocket('udp4');
  udp.on('message', (msg, peer) => {
    const reply = answer(msg, zone);
    if (reply) udp.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(options.port ?? 0, host, () => resolve());
  });
  const port = udp.address().port;
  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    if (url.pathname === '/records' && req.method === 'GET') return send(200, Object.fromEntries(zone));
    const name = url.pathname.startsWith('/records/') ? decodeURIComponent(url.pathname.slice(9)).toLowerCase() : null;
    if (!name) return send(404, { message: 'Not found' });
    if (req.method === 'DELETE') {
      zone.delete(name);
      return send(200, { ok: true });
    }
    if (req.method !== 'PUT') return send(405, { message: 'PUT or DELETE' });
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        zone.set(name, JSON.parse(body) as ZoneRecords);
        send(200, { ok: true });
      } catch {
        send(400, { message: 'Send JSON: { "A": [...], "CNAME": "...", "TXT": [...] }' });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve());
  });
  return {
    port,
    server: `${host}:${port}`,
    zone,
    close: async () => {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sandbox = await startDnsSandbox({ port: Number(process.env.DNS_SANDBOX_PORT ?? 4326) });
  console.log(`DNS sandbox on ${sandbox.server} (UDP), registrar at http://${sandbox.server}/records`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
