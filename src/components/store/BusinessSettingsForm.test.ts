import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { englishDisplay } from '../../../contract/format.ts';
import type { BusinessSettings } from '../../lib/api/business-settings.ts';
import type { FormState } from '../../lib/forms.ts';
import BusinessSettingsForm from './BusinessSettingsForm.astro';

const SAVED: BusinessSettings = {
  name: 'Dhaka Crafts',
  legalName: null,
  email: 'hello@dhaka-crafts.test',
  phone: '01811223344',
  addressLine1: 'House 12, Road 5',
  addressLine2: null,
  area: 'Dhanmondi',
  district: 'Dhaka',
  postcode: '1205',
  country: 'Bangladesh',
  tradeLicence: null,
  bin: null,
  updatedAt: null,
  version: 3,
};

async function render(form: FormState) {
  const container = await AstroContainer.create();
  return container.renderToString(BusinessSettingsForm, {
    props: { settings: SAVED, form },
    locals: { display: englishDisplay } as unknown as App.Locals,
  });
}

/** The opening tag of the form's control named `name`: an input, or a select (district and area are lists). */
const input = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
/** The option chosen in the select named `name`. */
const chosen = (html: string, name: string) =>
  new RegExp(`<select[^>]*name="${name}"[^>]*>[\\s\\S]*?<option[^>]*value="([^"]*)"[^>]*selected`).exec(html)?.[1];

describe('BusinessSettingsForm', () => {
  it('shows the saved settings, empty fields for what is not set, and a label for every field', async () => {
    const html = await render({ values: {}, fields: {}, message: null });
    expect(input(html, 'phone')).toContain('value="01811223344"');
    expect(input(html, 'legalName')).not.toContain('value=');
    for (const name of [
      'name',
      'legalName',
      'email',
      'phone',
      'addressLine1',
      'addressLine2',
      'area',
      'district',
      'postcode',
      'country',
      'tradeLicence',
      'bin',
    ]) {
      const id = /id="([^"]+)"/.exec(input(html, name))?.[1];
      expect(html, name).toContain(`for="${id}"`);
    }
  });

  it('after a failed post keeps what was typed and puts each error under its field', async () => {
    const html = await render({
      values: { name: 'Dhaka Crafts', phone: '0171', postcode: '12' },
      fields: { phone: 'Enter a Bangladeshi mobile number like 01711000000' },
      message: 'Please correct the highlighted fields.',
    });
    expect(html).toContain('role="alert"');
    expect(input(html, 'phone')).toContain('value="0171"');
    expect(input(html, 'phone')).toContain('aria-invalid="true"');
    expect(input(html, 'phone')).toContain('aria-describedby="phone-error phone-hint"');
    expect(html).toContain('<p id="phone-error" class="field-error wrap-anywhere">Enter a Bangladeshi mobile number like 01711000000</p>');
    expect(input(html, 'postcode')).toContain('value="12"');
    expect(input(html, 'postcode')).not.toContain('aria-invalid');
    // Fields the post did not carry fall back to the saved value.
    expect(chosen(html, 'district')).toBe('Dhaka');
  });
});
