import { describe, expect, it } from 'vitest';
import { OrderDraftSchema } from './orders-create.ts';
import { areasOfLocation, canonicalPlace, findAreaOfLocation, PLACE_ERRORS, placeErrors } from './places.ts';
import { BusinessSettingsPatchSchema, BusinessSettingsSchema } from './shop-settings.ts';

/** The field errors of a parse, by dotted path. */
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a district and its area', () => {
  it.each([
    ['Dhaka', 'Dhanmondi', {}],
    ['dhaka', 'ধানমন্ডি', {}],
    ['Cumilla', 'Debidwar', {}],
    ["Cox's Bazar", 'Teknaf', {}],
    [null, null, {}],
    ['Sylhet', '', {}],
    ['Sylhet', 'Debidwar', { area: PLACE_ERRORS.area }],
    ['Dhaka', 'Dhanmondi 27', { area: PLACE_ERRORS.area }],
    ['Chittagong', 'Panchlaish', { district: PLACE_ERRORS.district }],
    ['', 'Dhanmondi', { area: PLACE_ERRORS.districtFirst }],
  ])('%s / %s → %o', (district, area, errors) => {
    expect(placeErrors(district, area)).toEqual(errors);
  });

  it('stores the English names of what was typed in Bangla or lower case', () => {
    expect(canonicalPlace('dhaka', 'ধানমন্ডি')).toEqual({ district: 'Dhaka', area: 'Dhanmondi' });
    expect(canonicalPlace(null, null)).toEqual({ district: null, area: null });
  });

  it("lists Dhaka city's thanas for the city and its upazilas for the suburbs", () => {
    expect(areasOfLocation('dhaka-city').every((a) => a.city)).toBe(true);
    expect(areasOfLocation('dhaka-suburbs').map((a) => a.name)).toContain('Savar');
    expect(findAreaOfLocation('dhaka-city', 'Savar')).toBeUndefined();
    expect(findAreaOfLocation('dhaka-suburbs', 'savar')?.name).toBe('Savar');
    expect(areasOfLocation('nowhere')).toEqual([]);
  });
});

describe('the schemas check the place', () => {
  it.each([
    [{ name: 'S', district: 'Dhaka', area: 'Gulshan' }, {}],
    [{ name: 'S', district: 'Dhaka', area: 'Debidwar' }, { area: PLACE_ERRORS.area }],
    [{ name: 'S', district: 'Dhaka City', area: '' }, { district: PLACE_ERRORS.district }],
    // Every error at once: the postcode's does not hide the area's.
    [
      { name: 'S', district: 'Dhaka', area: 'Debidwar', postcode: '12' },
      { area: PLACE_ERRORS.area, postcode: 'Postcode is 4 digits, like 1205' },
    ],
  ])('business settings %o → %o', (body, errors) => {
    expect(errorsOf(BusinessSettingsSchema.safeParse(body))).toEqual(errors);
  });

  it('a PATCH with an area sends its district', () => {
    expect(errorsOf(BusinessSettingsPatchSchema.safeParse({ area: 'Gulshan' }))).toEqual({ area: PLACE_ERRORS.districtFirst });
    expect(BusinessSettingsPatchSchema.safeParse({ phone: '01711000000' }).success).toBe(true);
  });

  const draft = (location: string, area: string) => ({
    customer: { phone: '01711000000', name: 'Rahim' },
    items: [{ productId: 'p1', quantity: 1 }],
    address: { location, area },
    payment: 'cod',
  });
  it.each([
    ['dhaka-city', 'Mirpur', {}],
    ['dhaka-city', '', {}],
    ['dhaka-suburbs', 'Savar', {}],
    ['dhaka-city', 'Savar', { 'address.area': PLACE_ERRORS.area }],
    ['sylhet', 'Mirpur', { 'address.area': PLACE_ERRORS.area }],
    ['khulna', 'Dumuria', {}],
  ])('an order to %s, area %s → %o', (location, area, errors) => {
    expect(errorsOf(OrderDraftSchema.safeParse(draft(location, area)))).toEqual(errors);
  });
});
