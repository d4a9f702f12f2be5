/** Text messages to customers: the shop's SMS settings, an order's messages and the gateway's reply callback (api/src/domains/sms/routes.ts). */
import { z } from 'zod';
import { OrderSmsAnswerSchema, SmsSettingsAnswerSchema, SmsSettingsSchema } from '../../../../../contract/sms.ts';
import { describeRoute } from '../registry.ts';

export const smsRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/sms-settings',
    summary: "The shop's customer-message settings, its SMS usage and cost, and how many numbers replied STOP",
    tags: ['SMS'],
    permission: 'business-settings',
    answer: SmsSettingsAnswerSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/sms-settings',
    summary: 'Save which order events text the customer, the templates in Bangla and English, and the sender name',
    tags: ['SMS'],
    permission: 'business-settings',
    body: SmsSettingsSchema,
    answer: SmsSettingsAnswerSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/sms/orders/:id',
    summary:
      "An order's text messages to its customer (event, status, parts, cost, why one was not sent) and the events it reached while they were off",
    tags: ['SMS'],
    permission: 'orders',
    answer: OrderSmsAnswerSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/sms/ssl-wireless/inbound',
    summary: "The SMS gateway's reply callback (token in the query): a STOP opts the number out of the shops that texted it",
    tags: ['SMS'],
    public: true,
    body: z.looseObject({ msisdn: z.string(), sms: z.string(), sid: z.string().optional() }),
    answer: z.object({ ok: z.literal(true), stopped: z.number() }),
  }),
];
