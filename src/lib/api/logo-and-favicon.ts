/** Store API: the active shop's logo and favicon (/admin/store/logo-and-favicon), chosen from its library images. */
import { FileListSchema } from '../../../contract/files.ts';
import { BrandingSchema, type BrandImage, type Branding, type BrandSlot } from '../../../contract/shop-settings.ts';
import { api } from './config.ts';

export type { BrandImage, Branding, BrandSlot };

const PATH = '/admin/store/logo-and-favicon';

export const logoAndFaviconApi = {
  get: (token: string) => api(token).get(BrandingSchema, PATH),
  /** The shop's library images to choose from, newest first (needs only the logo-and-favicon key). */
  images: (token: string, page: number, limit: number) => api(token).get(FileListSchema, `${PATH}/images`, { page, limit }),
  set: (token: string, slot: BrandSlot, fileId: string) => api(token).put(BrandingSchema, `${PATH}/${slot}`, { fileId }),
  clear: (token: string, slot: BrandSlot) => api(token).delete(BrandingSchema, `${PATH}/${slot}`),
};
