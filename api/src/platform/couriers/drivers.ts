/**
 * The driver of a courier for a shop's credentials. Where each courier's API is comes from the environment
 * (PATHAO_BASE_URL, REDX_BASE_URL, STEADFAST_BASE_URL; default: the couriers' production APIs); `npm start` points
 * them at the local sandboxes (./sandboxes.ts). The credentials are each shop's own (domains/couriers).
 */
import type { CourierCredentials, CourierId } from '../../../../contract/couriers.ts';
import type { CourierDriver } from './courier.ts';
import { createPathaoDriver, PATHAO_PRODUCTION_URL, type PathaoTokenStore } from './pathao.ts';
import { createRedxDriver, REDX_PRODUCTION_URL } from './redx.ts';
import { createSteadfastDriver, STEADFAST_PRODUCTION_URL } from './steadfast.ts';

export type CourierEndpoints = Record<CourierId, string>;

export function courierEndpointsFromEnv(env: NodeJS.ProcessEnv = process.env): CourierEndpoints {
  return {
    pathao: env.PATHAO_BASE_URL || PATHAO_PRODUCTION_URL,
    redx: env.REDX_BASE_URL || REDX_PRODUCTION_URL,
    steadfast: env.STEADFAST_BASE_URL || STEADFAST_PRODUCTION_URL,
  };
}

export type DriverOptions = { timeoutMs?: number; fetch?: typeof fetch };
/** What a driver keeps between calls: Pathao's access token (the others sign each call with the credentials). */
export type DriverKeep = { pathaoTokens?: PathaoTokenStore };

export function courierDriver<C extends CourierId>(
  courier: C,
  credentials: CourierCredentials[C],
  endpoints: CourierEndpoints,
  options: DriverOptions = {},
  keep: DriverKeep = {},
): CourierDriver {
  const common = { baseUrl: endpoints[courier], ...options };
  switch (courier) {
    case 'pathao':
      return createPathaoDriver({ ...(credentials as CourierCredentials['pathao']), ...common, tokens: keep.pathaoTokens });
    case 'redx':
      return createRedxDriver({ ...(credentials as CourierCredentials['redx']), ...common });
    default:
      return createSteadfastDriver({ ...(credentials as CourierCredentials['steadfast']), ...common });
  }
}
