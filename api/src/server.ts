/** Starts the Store API over HTTP (@hono/node-server); seeds demo data on the first run. */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { newControlSecret, removeControlFile, writeControlFile } from './control.ts';
import { openDatabase } from './platform/db/client.ts';
import type { Log } from './platform/env.ts';
import { escapingLog } from './platform/log.ts';
import { isEmpty, seedDemo } from './seed.ts';
import { mailSettingsFromEnv, smtpTransport } from './platform/mail/smtp.ts';
import { startMailWorker } from './platform/mail/worker.ts';
import { startJobs } from './platform/jobs/scheduler.ts';
import { jobs } from './jobs.ts';
import { startupPhase } from './platform/startup-trace.ts';
import { loadSecretKeys, useSecretKeys } from './platform/secret-box.ts';

export type ApiServerOptions = {
  port: number;
  host?: string;
  /** PGlite keeps its files in `${dataDir}/pglite` (ignored when databaseUrl is set). */
  dataDir?: string;
  databaseUrl?: string;
  log?: Log;
  /** SMTP delivery of the outbox; default from SMTP_URL and MAIL_FROM, null for none. */
  mail?: { smtpUrl: string; from: string } | null;
  /**
   * Migrate and seed an empty database (default true). A worker of a multi-worker `serve` passes false: its
   * primary did both once before forking (prepareDatabase).
   */
  prepare?: boolean;
};

/** Applies the migrations and adds the demo data to an empty database, then closes it (the primary of `serve`). */
export async function prepareDatabase(options: { databaseUrl: string; log?: Log }): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(`[api] ${line}`));
  const database = await openDatabase({ databaseUrl: options.databaseUrl });
  try {
    if (await isEmpty(database.db)) {
      log('Empty database: adding the demo data (owner@haat.test / demo1234).');
      await seedDemo(database.db);
    }
  } finally {
    await database.close();
  }
}

/** How long after the start the periodic jobs make their first pass. */
export const JOBS_FIRST_PASS_DELAY_MS = 3000;

export type ApiServer = { url: string; close: () => Promise<void> };

/** Opens the database, seeds it when empty, and listens. `close()` stops the server, then the database. */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  // Escaped here too: the mail worker and the jobs log what SMTP servers and failed jobs say.
  const log = escapingLog(options.log ?? ((line: string) => console.log(`[api] ${line}`)));
  const host = options.host ?? '127.0.0.1';
  const prepare = options.prepare !== false;
  // The keys that seal stored secrets (platform/secret-box.ts): SECRET_KEYS, else DATA_DIR's key file.
  useSecretKeys(loadSecretKeys(process.env, options.dataDir ?? '.data'));
  const database = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, migrate: prepare }
      : { dataDir: join(options.dataDir ?? '.data', 'pglite'), migrate: prepare },
  );
  try {
    if (prepare && (await isEmpty(database.db))) {
      log('Empty database: adding the demo data (owner@haat.test / demo1234).');
      await seedDemo(database.db);
    }
    startupPhase('seed checked');
  } catch (error) {
    await database.close();
    throw error;
  }
  // Only PGlite needs the control file: with PostgreSQL the CLI opens the database itself.
  const controlDir = options.databaseUrl ? undefined : (options.dataDir ?? '.data');
  const controlSecret = controlDir ? newControlSecret() : undefined;
  const mailSettings = options.mail === undefined ? mailSettingsFromEnv() : options.mail;
  const mailWorker = mailSettings
    ? startMailWorker(database.db, smtpTransport(mailSettings.smtpUrl, mailSettings.from), { log })
    : undefined;
  log(
    mailSettings
      ? 'Sending e-mail from the outbox over SMTP (SMTP_URL).'
      : 'SMTP_URL is not set: e-mail waits in the outbox and links are printed here.',
  );
  // Jobs start their first pass a few seconds after listening: nothing due can wait that long, and the first
  // requests are answered meanwhile instead of after every job's first queries (README "Benchmarks").
  const jobRunner = startJobs(database.db, jobs, { log, firstPassDelayMs: JOBS_FIRST_PASS_DELAY_MS });
  const app = createApp(database.db, {
    log,
    controlSecret,
    ...(mailWorker ? { mail: { delivered: true, kick: mailWorker.kick } } : {}),
  });
  startupPhase('app built');
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (error: unknown) => {
    await mailWorker?.stop();
    await jobRunner.stop();
    await database.close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (controlDir && controlSecret) writeControlFile(controlDir, { url, secret: controlSecret });
  startupPhase('listening');
  let closing: Promise<void> | undefined;
  return {
    url,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open; the API has no long requests.
        if ('closeAllConnections' in server) server.closeAllConnections();
      })
        .then(() => controlDir && removeControlFile(controlDir))
        .then(() => mailWorker?.stop())
        .then(() => jobRunner.stop())
        .then(() => database.close())),
  };
}
