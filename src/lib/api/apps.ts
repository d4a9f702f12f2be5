/** Store API: the app store (/admin/apps) and the active shop's installed apps, answers checked with the contract schemas. */
import { AppListSchema, AppSchema, InstalledAppListSchema, InstalledAppSchema, UninstallAnswerSchema } from '../../../contract/apps.ts';
import { api } from './config.ts';

const PATH = '/admin/apps';
const installation = (handle: string) => `${PATH}/${encodeURIComponent(handle)}/installation`;

export const appsApi = {
  catalogue: (token: string) => api(token).get(AppListSchema, PATH),
  install: (token: string, handle: string) => api(token).post(AppSchema, installation(handle)),
  uninstall: (token: string, handle: string) => api(token).delete(UninstallAnswerSchema, installation(handle)),
  /** Any member: the sidebar's Apps links and the frame-src of /app/{handle}. */
  installed: async (token: string) => (await api(token).get(InstalledAppListSchema, `${PATH}/installed`)).response,
  /** One installed app; an ApiError 404 when the shop has not installed it. */
  installedApp: (token: string, handle: string) => api(token).get(InstalledAppSchema, `${PATH}/installed/${encodeURIComponent(handle)}`),
};
