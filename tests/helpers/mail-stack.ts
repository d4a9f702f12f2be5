/**
 * A spec's own Store API that sends its mail to a real SMTP server in this process (smtp-server, through the
 * outbox), and a dashboard over it, browsed without JavaScript. `useMailStack` registers the spec's serial mode,
 * beforeAll and afterAll; the spec reads the mails from `smtp()` and opens fresh browsers with `newPage`.
 */
import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { startSandboxSmtp, type SandboxSmtp } from '../../api/src/platform/mail/sandbox.ts';
import { API_CLI, apiEnv, startDashboard, startNode, waitForUrl, wipeData, type Running } from './servers.ts';

export type MailStackPorts = {
  port: number;
  apiPort: number;
  smtpPort: number;
  dataDir: string;
  /** First port of running courier sandboxes the Store API books with (the Playwright config starts them). */
  courierSandboxPort?: number;
};

export type MailStack = {
  /** The dashboard's origin, e.g. http://127.0.0.1:4660. */
  base: string;
  /** The SMTP server the Store API sends to (started in beforeAll). */
  smtp: () => SandboxSmtp;
  /** A new browser context (its own cookies) on the dashboard, JavaScript off unless `options` say otherwise. */
  newPage: (browser: Browser, options?: BrowserContextOptions) => Promise<Page>;
};

/**
 * Starts the SMTP server, a fresh Store API (`<label>-api`) mailing through it and a dashboard for this spec;
 * `env` adds to the Store API's environment (another sandbox it talks to).
 */
export function useMailStack(label: string, ports: MailStackPorts, env: Record<string, string> = {}): MailStack {
  const base = `http://127.0.0.1:${ports.port}`;
  let smtp: SandboxSmtp | undefined;
  let api: Running | undefined;
  let dashboard: Running | undefined;

  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ javaScriptEnabled: false, baseURL: base });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    smtp = await startSandboxSmtp({ port: ports.smtpPort });
    wipeData(ports.dataDir);
    const apiEnvironment = { ...apiEnv(ports), ...env, SMTP_URL: smtp.url, MAIL_FROM: 'Haat <no-reply@haat.test>' };
    api = startNode([API_CLI, 'serve'], apiEnvironment, `${label}-api`);
    try {
      await waitForUrl(`http://127.0.0.1:${ports.apiPort}/health`, api.child, 240_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${api.output()}`, { cause: error });
    }
    dashboard = await startDashboard(ports.port, `http://127.0.0.1:${ports.apiPort}`);
  });

  test.afterAll(async () => {
    await dashboard?.stop();
    await api?.stop();
    await smtp?.close();
  });

  return {
    base,
    smtp: () => {
      if (!smtp) throw new Error('The SMTP server starts in beforeAll: read mails inside a test');
      return smtp;
    },
    newPage: async (browser, options = {}) => (await browser.newContext({ baseURL: base, javaScriptEnabled: false, ...options })).newPage(),
  };
}
