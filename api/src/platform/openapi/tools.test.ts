/**
 * The OpenAPI document works in the tools integrators use (issue 26 item 6): Redocly's recommended lint finds no
 * error (its warnings are printed), and openapi-typescript generates types from it that a small client type-checks
 * against, every `$ref` resolved.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintDocument, Source, BaseResolver } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.ts';

const doc = buildOpenApiDocument();
const folder = await mkdtemp(join(tmpdir(), 'haat-openapi-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the OpenAPI document in the tools', () => {
  it("passes Redocly's recommended lint with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const source = new Source('/openapi.json', JSON.stringify(doc));
    const problems = await lintDocument({ document: { source, parsed: doc }, config, externalRefResolver: new BaseResolver() });
    const line = (p: (typeof problems)[number]) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;
    const warnings = problems.filter((p) => p.severity !== 'error');
    if (warnings.length) console.log(`Redocly recommended: ${warnings.length} warnings\n${warnings.map(line).join('\n')}`);
    expect(problems.filter((p) => p.severity === 'error').map(line)).toEqual([]);
  });

  it('generates types with openapi-typescript that a client type-checks against', async () => {
    const types = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
    expect(types).toContain('"/admin/orders": {');
    await writeFile(join(folder, 'haat-api.ts'), types);
    // A client of the generated types: what compiles must fit the API, what does not must be refused.
    await writeFile(
      join(folder, 'client.ts'),
      `import type { components, paths } from './haat-api.ts';
type OrderList = paths['/admin/orders']['get']['responses']['200']['content']['application/json'];
export const counts: OrderList['counts'] = { pending: 1, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0, returned: 0, all: 1 };
export const item: components['schemas']['MenuItem'] = {
  label: 'Home', target: { type: 'home' }, targetTitle: null, targetHandle: null, broken: false,
  children: [{ label: 'Sarees', target: { type: 'home' }, targetTitle: null, targetHandle: null, broken: false, children: [] }],
};
type MenuAnswer = paths['/admin/menus/{id}']['get']['responses']['200']['content']['application/json'];
export const label = (menu: MenuAnswer): string | undefined => menu.items[0]?.children[0]?.label;
// @ts-expect-error a status the orders counts do not have
export const wrong: OrderList['counts'] = { ...counts, lost: 1 };
type Upload = paths['/admin/files']['post']['responses']['201']['content']['application/json'];
export const url = (file: Upload): string => file.url;
`,
    );
    const program = ts.createProgram([join(folder, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);
});
