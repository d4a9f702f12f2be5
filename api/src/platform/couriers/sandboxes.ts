/**
 * The three local courier sandboxes in one process, for `npm start` and the end-to-end tests: Pathao on
 * COURIER_SANDBOX_PORT (4327), RedX on the next port, Steadfast on the one after. Each speaks its courier's own
 * protocol on its own origin (./pathao-sandbox.ts, ./redx-sandbox.ts, ./steadfast-sandbox.ts).
 * `node api/src/platform/couriers/sandboxes.ts` serves them until stopped.
 */
import { pathToFileURL } from 'node:url';
import type { CourierCredentials } from '../../../../contract/couriers.ts';
import { PATHAO_SANDBOX_CREDENTIALS, startPathaoSandbox } from './pathao-sandbox.ts';
import { REDX_SANDBOX_CREDENTIALS, REDX_SANDBOX_PATH, startRedxSandbox } from './redx-sandbox.ts';
import { STEADFAST_SANDBOX_KEYS, STEADFAST_SANDBOX_PATH, startSteadfastSandbox } from './steadfast-sandbox.ts';

/** Credentials each sandbox accepts: what a shop enters on /settings/shipping/couriers to book with the sandboxes. */
export const SANDBOX_COURIER_CREDENTIALS: CourierCredentials = {
  pathao: { ...PATHAO_SANDBOX_CREDENTIALS },
  redx: { ...REDX_SANDBOX_CREDENTIALS },
  steadfast: { ...STEADFAST_SANDBOX_KEYS },
};

/** The *_BASE_URL variables pointing the Store API at sandboxes on `port`, `port + 1`, `port + 2` of `host`. */
export function courierSandboxEnv(port: number, host = '127.0.0.1'): Record<string, string> {
  return {
    PATHAO_BASE_URL: `http://${host}:${port}`,
    REDX_BASE_URL: `http://${host}:${port + 1}${REDX_SANDBOX_PATH}`,
    STEADFAST_BASE_URL: `http://${host}:${port + 2}${STEADFAST_SANDBOX_PATH}`,
  };
}

export async function startCourierSandboxes(port: number, host = '127.0.0.1') {
  const [pathao, redx, steadfast] = await Promise.all([
    startPathaoSandbox({ port, host }),
    startRedxSandbox({ port: port === 0 ? 0 : port + 1, host }),
    startSteadfastSandbox({ port: port === 0 ? 0 : port + 2, host }),
  ]);
  return {
    pathao,
    redx,
    steadfast,
    env: { PATHAO_BASE_URL: pathao.baseUrl, REDX_BASE_URL: redx.baseUrl, STEADFAST_BASE_URL: steadfast.baseUrl },
    close: () => Promise.all([pathao.close(), redx.close(), steadfast.close()]).then(() => undefined),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.COURIER_SANDBOX_PORT || 4327);
  const sandboxes = await startCourierSandboxes(port, process.env.COURIER_SANDBOX_HOST || '127.0.0.1');
  console.log(`[couriers] sandboxes: Pathao ${sandboxes.pathao.url}, RedX ${sandboxes.redx.url}, Steadfast ${sandboxes.steadfast.url}`);
  const stop = () => void sandboxes.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
