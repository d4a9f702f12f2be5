/**
 * The local sandbox of SMTP: a real SMTP server in-process (smtp-server) that parses what arrives
 * (mailparser). Tests point SMTP_URL at it; `refuse` makes it turn away the first N messages with a
 * temporary 451, as a busy server would.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SandboxSmtp = {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** How many deliveries were refused so far. */
  refused: () => number;
  /** Resolves with the first message (old or new) that matches, or rejects after `timeoutMs`. */
  waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

export async function startSandboxSmtp(options: { port?: number; host?: string; refuse?: number } = {}): Promise<SandboxSmtp> {
  const host = options.host ?? '127.0.0.1';
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let toRefuse = options.refuse ?? 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (toRefuse > 0) {
            toRefuse -= 1;
            refused += 1;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          messages.push(mail);
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);

  const waitFor = (match: (mail: ParsedMail) => boolean, timeoutMs = 10_000) =>
    new Promise<ParsedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching mail arrived within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    refused: () => refused,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
