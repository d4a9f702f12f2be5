/** Every Astro Action, by domain. */
import { auth } from './auth.ts';
import { shops } from './shops.ts';
import { products } from './products.ts';
import { collections } from './collections.ts';
import { files } from './files.ts';
import { inventory } from './inventory.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { storeSettings } from './store-settings.ts';
import { billing } from './billing.ts';
import { promoCodes } from './promo-codes.ts';
import { sellingSettings } from './selling-settings.ts';
import { shipping } from './shipping.ts';
import { ordersCreate } from './orders-create.ts';
import { team } from './team.ts';
import { language } from './language.ts';
import { profile } from './profile.ts';
import { apps } from './apps.ts';
import { content } from './content.ts';
import { seo } from './seo.ts';
import { earnings } from './earnings.ts';
import { domains } from './domains.ts';
import { menus } from './menus.ts';
import { themes } from './themes.ts';
import { blogComments } from './blog-comments.ts';
import { twoStep } from './two-step.ts';
import { passkeys } from './passkeys.ts';
import { savedViews } from './saved-views.ts';
import { shopTwoStep } from './shop-two-step.ts';
import { moneyFigures } from './money-figures.ts';
import { notifications } from './notifications.ts';
import { couriers } from './couriers.ts';
import { home } from './home.ts';
import { sms } from './sms.ts';

export const server = {
  home,
  couriers,
  auth,
  shops,
  products,
  collections,
  files,
  inventory,
  customers,
  orders,
  storeSettings,
  promoCodes,
  sellingSettings,
  shipping,
  ordersCreate,
  team,
  language,
  profile,
  billing,
  apps,
  content,
  seo,
  earnings,
  domains,
  menus,
  themes,
  blogComments,
  twoStep,
  passkeys,
  savedViews,
  shopTwoStep,
  moneyFigures,
  notifications,
  sms,
};
