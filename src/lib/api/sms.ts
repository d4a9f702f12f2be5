/** Store API: the shop's text-message settings (/admin/sms-settings) and an order's messages (/admin/sms/orders/:id). */
import { OrderSmsAnswerSchema, SmsSettingsAnswerSchema } from '../../../contract/sms.ts';
import { api } from './config.ts';

export const smsApi = {
  settings: (token: string) => api(token).get(SmsSettingsAnswerSchema, '/admin/sms-settings'),
  save: (token: string, body: unknown) => api(token).put(SmsSettingsAnswerSchema, '/admin/sms-settings', body),
  forOrder: (token: string, orderId: string) => api(token).get(OrderSmsAnswerSchema, `/admin/sms/orders/${encodeURIComponent(orderId)}`),
};
