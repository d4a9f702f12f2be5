import type { APIRoute } from 'astro';

/** The running build's id; open pages compare it with their own to notice a deploy. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ buildId: __BUILD_ID__ }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
