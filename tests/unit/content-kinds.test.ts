/**
 * Every kind of content is declared once (src/lib/content/kinds/): every field of every kind
 * carries the editor's words (a label and a description), the editor shows each kind from
 * that declaration, and the content check reads each kind's source.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { adminConfig } from '@/admin/browser/config';
import { readAdminOptions } from '@/admin/node/options';
import { CONTENT_KINDS } from '@/lib/content/kinds/index';
import { readContentFiles } from '@/content-reading/files';
import { fixturePaths } from '../support/fixture';

interface Node {
  label?: unknown;
  description?: unknown;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
}

/** The paths of the fields without a label or a description. */
function unlabelled(node: Node, path: string): string[] {
  const own = Object.entries(node.properties ?? {}).flatMap(([key, inner]) => {
    const here = `${path}.${key}`;
    const missing = typeof inner.label === 'string' && typeof inner.description === 'string' ? [] : [here];
    return [...missing, ...unlabelled(inner, here)];
  });
  const items = node.items ? unlabelled(node.items, `${path}[]`) : [];
  const options = (node.anyOf ?? []).flatMap((option) => unlabelled(option, path));
  return [...own, ...items, ...options];
}

describe('the kinds of content', () => {
  for (const [name, kind] of Object.entries(CONTENT_KINDS)) {
    it(`${name}: every field has a label and a description`, () => {
      const schema = z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }) as Node;
      expect(Object.keys(schema.properties ?? {}).length).toBeGreaterThan(0);
      expect(unlabelled(schema, name)).toEqual([]);
    });
  }

  it('the editor shows every kind, under the label its declaration gives', () => {
    const config = adminConfig(readAdminOptions(fixturePaths.content));
    for (const [name, kind] of Object.entries(CONTENT_KINDS)) {
      const shown = config.collections?.[name] ?? config.singletons?.[name];
      expect(shown?.label, name).toBe(kind.editor.label);
    }
  });

  it('the content check reads every kind from its source', () => {
    const { catalogue, problems } = readContentFiles(fixturePaths.content);
    expect(problems).toEqual([]);
    for (const name of Object.keys(CONTENT_KINDS)) expect(catalogue, name).toHaveProperty(name);
  });
});
