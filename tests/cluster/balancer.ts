/**
 * A load balancer for one browser tab of the cluster test: one address the tab keeps, forwarding every request to
 * the dashboard the test names, as Caddy does when its next pick is the other dashboard. A real proxy, not
 * Playwright's page.route: the page's service worker (public/sw.js) fetches navigations itself, and requests a
 * worker makes never reach page.route, so a rerouted tab would reload from the old dashboard (issue 26 item 3).
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startBalancer(port: number, upstream: string) {
  let target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** From the next request on, the balancer sends the tab's requests to `next`. */
    sendTo: (next: string) => {
      target = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
