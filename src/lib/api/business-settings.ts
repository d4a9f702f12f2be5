/** Store API: the active shop's business settings (/admin/store/business-settings). */
import { BusinessSettingsAnswerSchema, type BusinessSettings, type BusinessSettingsInput } from '../../../contract/shop-settings.ts';
import { api } from './config.ts';

export type { BusinessSettings, BusinessSettingsInput };

const PATH = '/admin/store/business-settings';

export const businessSettingsApi = {
  get: (token: string) => api(token).get(BusinessSettingsAnswerSchema, PATH),
  save: (token: string, input: BusinessSettingsInput) => api(token).put(BusinessSettingsAnswerSchema, PATH, input),
};
