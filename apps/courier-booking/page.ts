/**
 * The courier app's page and its browser script. The script talks to the dashboard only through the bridge
 * (postMessage to the dashboard's exact origin, answers accepted only from the parent window at that origin): it
 * asks for a fresh session token before each call to its own server, which calls the secondary API with it.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function appPage(dashboardOrigin: string): string {
  return `<!doctype html>
<html lang="en" data-dashboard="${escapeHtml(dashboardOrigin)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Courier booking</title>
<link rel="stylesheet" href="/app.css">
<script type="module" src="/app.js"></script>
</head>
<body>
<main>
  <h1>Courier booking</h1>
  <p class="lead">Orders waiting for a courier. Booking sends the parcel to Steadfast and writes the tracking number on the order.</p>
  <p id="status" role="status">Loading orders…</p>
  <ul id="orders" aria-label="Orders waiting for a courier"></ul>
</main>
</body>
</html>`;
}

export const APP_CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff}
main{padding:12px;max-width:720px}h1{font-size:18px;margin:0 0 4px}.lead{margin:0 0 12px;color:#4b5563}
ul{list-style:none;margin:0;padding:0}li{border:1px solid #e5e7eb;border-radius:5px;padding:10px;margin-bottom:8px}
li p{margin:0 0 4px;overflow-wrap:anywhere}button{font:inherit;padding:6px 12px;border-radius:5px;border:1px solid #c2410c;background:#F69157;color:#000;cursor:pointer}
button[disabled]{opacity:.6;cursor:wait}.tracking{font-weight:600;color:#166534}
`;

/** Browser script (plain ES2020, served as /app.js). */
export const APP_SCRIPT = `
const dashboard = document.documentElement.dataset.dashboard;
const statusLine = document.getElementById('status');
const list = document.getElementById('orders');
const waiting = new Map();
let counter = 0;

function post(message) { window.parent.postMessage({ haat: 1, ...message }, dashboard); }

window.addEventListener('message', (event) => {
  if (event.origin !== dashboard || event.source !== window.parent) return;
  const data = event.data;
  if (!data || data.haat !== 1 || typeof data.requestId !== 'string') return;
  const pending = waiting.get(data.requestId);
  if (!pending) return;
  waiting.delete(data.requestId);
  if (data.type === 'session-token' && typeof data.token === 'string') pending.resolve(data.token);
  else pending.reject(new Error(data.message || 'The dashboard gave no session token.'));
});

function sessionToken() {
  const requestId = 'r' + (++counter) + '-' + Date.now().toString(36);
  return new Promise((resolve, reject) => {
    waiting.set(requestId, { resolve, reject });
    post({ type: 'session-token', requestId });
    setTimeout(() => { if (waiting.delete(requestId)) reject(new Error('The dashboard did not answer.')); }, 10000);
  });
}

async function call(path, body) {
  const token = await sessionToken();
  const res = await fetch(path, {
    method: 'POST',
    headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
    body: JSON.stringify(body || {}),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(data.message || 'The request failed (' + res.status + ').');
  return data;
}

const taka = (poisha) => '৳' + (poisha / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function resize() { post({ type: 'resize', height: Math.min(5000, Math.max(100, document.documentElement.scrollHeight)) }); }

function render(orders) {
  list.replaceChildren();
  statusLine.textContent = orders.length ? orders.length + ' order(s) waiting for a courier.' : 'No orders are waiting for a courier.';
  for (const order of orders) {
    const item = document.createElement('li');
    item.dataset.orderId = order.id;
    const title = document.createElement('p');
    title.innerHTML = '<strong></strong> · <span></span>';
    title.querySelector('strong').textContent = 'Order #' + order.number;
    title.querySelector('span').textContent = order.customerName + ', ' + order.district;
    const detail = document.createElement('p');
    detail.textContent = order.address + ' · collect ' + taka(order.amountToCollect);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Book #' + order.number + ' with Steadfast';
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const booked = await call('/api/book', order);
        const done = document.createElement('p');
        done.className = 'tracking';
        done.textContent = 'Booked: tracking number ' + booked.order.trackingNumber;
        button.replaceWith(done);
        post({ type: 'toast', kind: 'success', message: 'Order #' + order.number + ' booked with Steadfast: ' + booked.order.trackingNumber });
      } catch (error) {
        button.disabled = false;
        post({ type: 'toast', kind: 'error', message: error.message });
      }
      resize();
    });
    item.append(title, detail, button);
    list.append(item);
  }
  resize();
}

post({ type: 'ready' });
call('/api/orders').then((data) => render(data.response), (error) => {
  statusLine.textContent = error.message;
  resize();
});
`;
