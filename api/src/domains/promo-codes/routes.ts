/**
 * /admin/promo-codes (permission `promocodes`): list with search, status filter and pages; create (typed or
 * generated code), read, update with a version (stale → 409), delete; bulk single-use codes; CSV export.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { csvFileName, toCsv } from '../../../../contract/csv.ts';
import { PromoBulkSchema, PromoCodeCreateSchema, PromoCodeUpdateSchema, PromoListQuerySchema } from '../../../../contract/promo-codes.ts';
import {
  allPromoCodes,
  bulkCreatePromoCodes,
  createPromoCode,
  deletePromoCode,
  getPromoCode,
  listPromoCodes,
  toPromoCode,
  updatePromoCode,
} from './promo-codes.ts';

export const promoCodeRoutes = shopRoutes({ permission: 'promocodes' });

promoCodeRoutes.get('/', async (c) => c.json(await listPromoCodes(c.var.shop, query(c, PromoListQuerySchema))));

promoCodeRoutes.post('/', async (c) => c.json(await createPromoCode(c.var.shop, await jsonBody(c, PromoCodeCreateSchema)), 201));

promoCodeRoutes.post('/bulk', async (c) => c.json(await bulkCreatePromoCodes(c.var.shop, await jsonBody(c, PromoBulkSchema)), 201));

promoCodeRoutes.get('/export.csv', async (c) => {
  const rows = await allPromoCodes(c.var.shop);
  const header = [
    'Code',
    'Title',
    'Type',
    'Value',
    'Cap',
    'Applies to',
    'Minimum',
    'Minimum value',
    'Total uses',
    'Used',
    'Uses per customer',
    'Starts',
    'Ends',
    'Combines',
    'Status',
  ];
  const body = toCsv(
    header,
    rows.map((p) => [
      p.code,
      p.title,
      p.type,
      p.value,
      p.cap,
      p.appliesTo,
      p.minimum,
      p.minimumValue,
      p.usageLimit,
      p.used,
      p.perCustomerLimit,
      p.startsAt,
      p.endsAt,
      p.combines,
      p.status,
    ]),
  );
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csvFileName('promo-codes')}"`,
  });
});

promoCodeRoutes.get('/:id', async (c) => c.json(toPromoCode(await getPromoCode(c.var.shop, c.req.param('id')))));

promoCodeRoutes.put('/:id', async (c) =>
  c.json(await updatePromoCode(c.var.shop, c.req.param('id'), await jsonBody(c, PromoCodeUpdateSchema))),
);

promoCodeRoutes.delete('/:id', async (c) => {
  await deletePromoCode(c.var.shop, c.req.param('id'));
  return c.json({ ok: true });
});
