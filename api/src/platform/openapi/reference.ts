/**
 * The API reference page at GET /docs: rendered on the server from the OpenAPI document, self-contained (no script,
 * no CDN), so it works offline. Per tag, each operation's method, path, summary, parameters, body and answers.
 */
type Json = Record<string, unknown>;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const schemaBlock = (schema: unknown) => `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');

function operationHtml(method: string, path: string, op: Json): string {
  const params = (op.parameters as Json[] | undefined) ?? [];
  const body = (op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
  const responses = (op.responses as Record<string, Json>) ?? {};
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? 'yes' : ''}</td>` +
        `<td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`,
    )
    .join('');
  const answers = Object.entries(responses)
    .map(([status, r]) => {
      if (typeof r.$ref === 'string') return `<li><b>${status}</b> error <code>{ message, code, fields? }</code></li>`;
      const content = r.content as Record<string, { schema: unknown }> | undefined;
      const [type, media] = Object.entries(content ?? {})[0] ?? [];
      return `<li><b>${status}</b> ${escape(text(r.description))}${type ? ` <code>${escape(type)}</code>` : ''}${
        media && type === 'application/json' ? `<details><summary>Answer schema</summary>${schemaBlock(media.schema)}</details>` : ''
      }</li>`;
    })
    .join('');
  return `<section id="${anchor(method, path)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(text(op.summary))}${op.description ? ` <em>${escape(text(op.description))}</em>` : ''}${op.security ? ' <em>No session needed.</em>' : ''}</p>
${rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${
  body
    ? Object.entries(body)
        .map(([type, media]) => `<details><summary>Body <code>${escape(type)}</code></summary>${schemaBlock(media.schema)}</details>`)
        .join('')
    : ''
}
<ul>${answers}</ul>
</section>`;
}

/** The whole page. */
export function renderReference(doc: Json): string {
  const info = doc.info as { title: string; description?: string };
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[] | undefined) ?? ['Other'])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      toc.set(tag, [...(toc.get(tag) ?? []), `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${escape(path)}</a></li>`]);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f2937}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f3f4f6;padding:.5rem;overflow:auto;max-height:24rem}
section{border-top:1px solid #e5e7eb;padding:.5rem 0}h3{margin:.25rem 0;overflow-wrap:anywhere}
table{border-collapse:collapse;display:block;overflow:auto}td,th{border:1px solid #e5e7eb;padding:.2rem .4rem;text-align:left}
.m{display:inline-block;min-width:4rem;font-size:12px;color:#fff;border-radius:4px;text-align:center;padding:0 .3rem}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.patch{background:#9333ea}.delete{background:#dc2626}
</style></head><body>
<h1>${escape(info.title)}</h1>
<p>${escape(info.description ?? '')}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). Sign in with <code>POST /auth/sellers/login</code> and send
<code>Authorization: Bearer &lt;access_token&gt;</code>.</p>
<nav>${[...toc].map(([tag, items]) => `<details><summary>${escape(tag)}</summary><ul>${items.join('')}</ul></details>`).join('')}</nav>
${[...byTag].map(([tag, ops]) => `<h2>${escape(tag)}</h2>${ops.join('\n')}`).join('\n')}
</body></html>`;
}
