/** Small answers shared by several Store API calls (the OpenAPI document and the dashboard read the same ones). */
import { z } from 'zod';

/** `{ ok: true }`: a record was removed (collections, promo codes, shipping plans). */
export const OkAnswerSchema = z.object({ ok: z.literal(true) });

/** `{ ended }`: how many other sessions were signed out. */
export const EndedAnswerSchema = z.object({ ended: z.number().int() });

/** A shop opened on /create: the session moves to it. */
export const CreatedShopSchema = z.object({ shopId: z.string(), name: z.string(), handle: z.string() });
