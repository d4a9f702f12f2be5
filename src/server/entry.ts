/**
 * The dashboard's server (built as dist/server/entry.mjs; see withPrecompressedStatic): the node
 * adapter's standalone handler (static files, then Astro) behind a layer that sends the build's
 * brotli/gzip twins of static files. Listens on HOST and PORT like the standalone adapter.
 */
import { autostart } from './no-autostart.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handler as astroHandler, options } from '@astrojs/node/server.js';
import { createPrecompressedHandler } from './static.ts';

const adapterOptions = options as unknown as { host: string | boolean; port: number; client: string; server: string };

/** The client folder beside this build's server folder, wherever the build was moved (as the adapter finds it). */
function clientDir(): string {
  const serverDir = fileURLToPath(adapterOptions.server);
  let dir = dirname(fileURLToPath(import.meta.url));
  while (basename(dir) !== basename(serverDir) && dirname(dir) !== dir) dir = dirname(dir);
  return resolve(dir, relative(serverDir, fileURLToPath(adapterOptions.client)));
}

const precompressed = createPrecompressedHandler(clientDir());

/** Pre-compressed static file, else the adapter (static file as it is, else the Astro app). */
export const handler = (req: IncomingMessage, res: ServerResponse): void => {
  if (!precompressed(req, res)) void astroHandler(req, res);
};

export { options };

export function startServer() {
  const port = Number(process.env.PORT ?? adapterOptions.port ?? 8080);
  const configured = adapterOptions.host;
  const host = process.env.HOST ?? (configured === true ? '0.0.0.0' : configured === false ? 'localhost' : configured);
  const server = createServer(handler);
  server.listen(port, host, () => console.log(`Server listening on http://${host}:${port}`));
  return server;
}

if (autostart) startServer();
