import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { englishDisplay } from '../../../contract/format.ts';
import { blankZone } from '../../lib/shipping-form.ts';
import ZoneFields from './ZoneFields.astro';

async function render(errors: Record<string, string>) {
  const container = await AstroContainer.create();
  const zone = { ...blankZone('z1'), name: 'Outside Dhaka', amount: '1৩0x', cod: true };
  return container.renderToString(ZoneFields, {
    props: { index: 2, zone, isNew: false, errors },
    locals: { display: englishDisplay } as unknown as App.Locals,
  });
}

/** The opening tag of the control named `name`. */
const control = (html: string, name: string) => new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('ZoneFields', () => {
  // A refused plan comes back with each amount's error under its own field, the field described by it, and what
  // typed kept; what no field holds (a band's own line) is still listed under the zone.
  it('shows a field error under its field, keeps what was typed, and lists the rest under the zone', async () => {
    const html = await render({
      'zones.2.rate.amount': 'Enter an amount in taka',
      'zones.2.codFee.value': 'A COD fee is at most 10 %',
      'zones.2.rate.bands.0.from': 'A band start: enter an amount',
      'zones.1.rate.amount': 'Another zone’s error',
    });
    const amount = control(html, 'zone.2.amount');
    expect(amount).toContain('value="1৩0x"');
    expect(amount).toContain('aria-invalid="true"');
    expect(amount).toContain('aria-describedby="zone-2-amount-error"');
    expect(html).toMatch(/<p id="zone-2-amount-error" class="field-error wrap-anywhere">\s*Enter an amount in taka\s*<\/p>/);
    expect(html).toMatch(/<p id="zone-2-codFee-error" class="field-error wrap-anywhere">\s*A COD fee is at most 10 %\s*<\/p>/);
    expect(html).toMatch(/<p class="field-error">\s*A band start: enter an amount\s*<\/p>/);
    expect(html).not.toContain('Another zone’s error');
    expect(html.match(/Enter an amount in taka/g)).toHaveLength(1);
  });

  it('labels the cash-on-delivery and remove boxes by their own ids', async () => {
    const html = await render({});
    expect(control(html, 'zone.2.cod')).toMatch(/type="checkbox" id="zone-2-cod"[^>]*checked/);
    expect(control(html, 'zone.2.remove')).toContain('id="zone-2-remove"');
    expect(control(html, 'zone.2.remove')).not.toContain('checked');
  });
});
