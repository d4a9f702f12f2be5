/**
 * The phone-order form with JavaScript (/orders/create): live totals from the quote action as the seller types,
 * and Headless UI comboboxes that find customers (by phone or name) and products (by title or SKU) and fill the
 * server-rendered form's fields. The form itself still posts as without JavaScript; errors go to `$toasts`.
 * Rendered only in the browser (client:only); the live totals go into the form's #totals-live, beside Place order.
 * Its words come said in the page's language (`words`, ./words.ts through islandWords), so it ships no messages.
 */
import { actions } from 'astro:actions';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FinderProps } from './Finder.tsx';
import type { QuoteAnswer, Sellable } from '../../../contract/orders-create.ts';
import { formatNumber } from '../../../contract/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { fill } from '../../i18n/island-words.ts';
import type { OrderCreateWords } from './words.ts';
import type { StoreSeed } from '../../stores/seed.ts';
import { sessionHas } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { useSeededStores } from '../../stores/use-seeded-stores.ts';
import { Toasts } from '../messages/Toasts.tsx';

// Headless UI (with Floating UI) is most of this island's weight: it loads when the seller first uses a finder.
const Finder = lazy(() => import('./Finder.tsx'));

/** A plain input until focused; then the Headless UI combobox takes its place, focused. */
function LazyFinder<T>(props: FinderProps<T>) {
  const [wanted, setWanted] = useState(false);
  const plain = (
    <label className="label">
      {props.label}
      <input className="input" onFocus={() => setWanted(true)} />
    </label>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <Finder {...(props as FinderProps<unknown>)} autoFocus />
    </Suspense>
  );
}

type Customer = { id: string; name: string; phone: string };

const formValues = (form: HTMLFormElement) => {
  const values: Record<string, string> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') values[k] = v;
  return values;
};

/** Sets a field of the server form and lets the form know (so the totals follow). */
function setField(form: HTMLFormElement, name: string, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Puts a product in the first empty row, adding a row (a copy of the last one) when none is left. */
function addProduct(form: HTMLFormElement, s: Sellable, rowLabel: (n: number) => string) {
  const value = s.variantId ? `${s.productId}:${s.variantId}` : s.productId;
  const rows = [...form.querySelectorAll<HTMLElement>('[data-item-row]')];
  const empty = rows.find((r) => r.querySelector('select')?.value === '');
  const row = empty ?? rows.at(-1);
  if (!row) return;
  const select = row.querySelector('select')!;
  if (![...select.options].some((o) => o.value === value))
    select.add(new Option(`${s.title}${s.variantTitle ? ` — ${s.variantTitle}` : ''}`, value));
  select.value = value;
  // Keep one empty row at the end, numbered after the others.
  const copy = row.cloneNode(true) as HTMLElement;
  const index = rows.length;
  copy.querySelectorAll<HTMLElement>('[id],[for],[name]').forEach((el) => {
    for (const attr of ['id', 'for', 'name']) {
      const v = el.getAttribute(attr);
      if (v) el.setAttribute(attr, v.replace(/(item[.-])\d+/, `$1${index}`));
    }
  });
  copy.querySelector('select')!.value = '';
  copy.querySelector('label')!.textContent = rowLabel(index + 1);
  copy.querySelector('input')!.value = '1';
  if (!empty || rows.at(-1) === row) row.after(copy);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export default function OrderLive({ seed, words }: { seed: StoreSeed; words: OrderCreateWords }) {
  // The customer finder only for those who may open Customers (the same key as the /customers route).
  const canSeeCustomers = sessionHas(useSeededStores(seed).session, 'customers');
  const [quote, setQuote] = useState<QuoteAnswer | null>(null);
  const [totalsSlot, setTotalsSlot] = useState<HTMLElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = document.getElementById('order-form');
    if (!(form instanceof HTMLFormElement)) return;
    formRef.current = form;
    setTotalsSlot(document.getElementById('totals-live'));
    document.getElementById('totals-static')?.setAttribute('hidden', '');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = formValues(form);
        actions.ordersCreate.quote(values).then(
          ({ data, error }) => {
            if (error) showToast('error', error.message);
            else setQuote(data.quote);
          },
          () => showToast('error', words.quoteFailed),
        );
      }, 400);
    };
    form.addEventListener('input', refresh);
    form.addEventListener('change', refresh);
    refresh();
    return () => {
      form.removeEventListener('input', refresh);
      form.removeEventListener('change', refresh);
    };
  }, []);
  const form = () => formRef.current;
  return (
    <div className="space-y-4">
      <Toasts words={words.toasts} />
      <section className="card space-y-3" aria-label={words.quickFind}>
        {canSeeCustomers && (
          <LazyFinder<Customer>
            label={words.findCustomer}
            search={async (q) => (await actions.ordersCreate.customers({ q })).data ?? []}
            text={(c) => `${c.name} · ${c.phone}`}
            onPick={(c) => {
              const f = form();
              if (!f) return;
              setField(f, 'customerPhone', c.phone);
              setField(f, 'customerName', c.name);
            }}
          />
        )}
        <LazyFinder<Sellable>
          label={words.addProduct}
          search={async (q) => (await actions.ordersCreate.sellable({ q })).data ?? []}
          text={(s) =>
            `${s.title}${s.variantTitle ? ` — ${s.variantTitle}` : ''} · ${formatMoney(s.price, seed.display)}${
              s.tracked ? ` · ${fill(words.left, { count: formatNumber(s.available, seed.display) })}` : ''
            }`
          }
          onPick={(s) => {
            const f = form();
            if (f) addProduct(f, s, (n) => fill(words.productRow, { n: formatNumber(n, seed.display) }));
          }}
        />
      </section>
      {totalsSlot && createPortal(<LiveTotals quote={quote} display={seed.display} words={words} />, totalsSlot)}
    </div>
  );
}

/** The totals as the seller types, next to Place order. */
function LiveTotals({ quote, display, words }: { quote: QuoteAnswer | null; display: StoreSeed['display']; words: OrderCreateWords }) {
  const money = (poisha: number) => formatMoney(poisha, display);
  return (
    <>
      <section className="card" aria-live="polite" aria-label={words.liveTotals}>
        <h2 className="mb-3 text-lg font-medium">{words.totals}</h2>
        {!quote ? (
          <p className="text-ink-muted">{words.empty}</p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="live-totals">
            <dt>{words.subtotal}</dt>
            <dd className="text-right">{money(quote.subtotal)}</dd>
            {quote.discount.applied && (
              <>
                <dt>{fill(words.discount, { code: quote.discount.code ?? '' })}</dt>
                <dd className="text-right">−{money(quote.discount.amount)}</dd>
              </>
            )}
            {quote.delivery.parts.map((p, i) => (
              <div key={i} className="contents">
                <dt>{fill(words.delivery, { zone: p.zoneName ? (words.shippingTexts[p.zoneName] ?? p.zoneName) : words.noZone })}</dt>
                <dd className="text-right">{p.freeOver ? words.free : money(p.charge)}</dd>
              </div>
            ))}
            {quote.codFee > 0 && (
              <>
                <dt>{words.codFee}</dt>
                <dd className="text-right">{money(quote.codFee)}</dd>
              </>
            )}
            {quote.vat.groups.map((g) => (
              <div key={g.rate} className="contents">
                <dt>
                  {fill(quote.vat.inclusive ? words.vatIncluded : words.vat, {
                    rate: formatNumber(g.rate, display, { maximumFractionDigits: 2 }),
                  })}
                </dt>
                <dd className="text-right">{money(g.amount)}</dd>
              </div>
            ))}
            <dt className="font-semibold">{words.total}</dt>
            <dd className="text-right font-semibold">{money(quote.total)}</dd>
            {quote.advance > 0 && (
              <>
                <dt>{words.advance}</dt>
                <dd className="text-right">{money(quote.advance)}</dd>
                <dt>{words.toCollect}</dt>
                <dd className="text-right">{money(quote.dueOnDelivery)}</dd>
              </>
            )}
          </dl>
        )}
        {quote?.discount.codes
          .filter((c) => c.message)
          .map((c) => (
            <p key={c.code} className="field-error mt-2">
              {fill(words.codeProblem, { code: c.code, problem: c.message ?? '' })}
            </p>
          ))}
        {quote?.problems.map((p) => (
          <p key={p} className="field-error mt-2">
            {p}
          </p>
        ))}
      </section>
    </>
  );
}
