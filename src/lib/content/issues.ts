import type { z } from 'astro/zod';

/** "field.sub[2]: message" lines for every problem zod found. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`))
      .join('');
    return `${path || '(entry)'}: ${issue.message}`;
  });
}
