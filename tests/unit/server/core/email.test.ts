/** The email the studio receives (src/server/core/email.ts): labelled answers, escaped, no header a visitor can add. */
import { describe, expect, it } from 'vitest';
import { composeEmail, safeDisplayName } from '@/server/core/email';
import { escapeHtml } from '@/lib/html-text';
import { formPayloadSchema } from '../../../support/form-schemas';
import { consultationPayload, requestPayload } from '../../../support/form-payloads';

const settings = { to: 'inbox@studio.test', from: 'Site <site@studio.test>', siteName: 'Nexora Studio' };
const at = new Date('2025-03-04T10:15:00.000Z');

describe('composeEmail', () => {
  it('labels every answer, shows option labels and marks empty ones', () => {
    const message = composeEmail(formPayloadSchema.parse(requestPayload({ phone: '' })), settings, at);
    expect(message.subject).toBe('New Solution Request');
    expect(message.replyTo).toEqual({ name: 'Grace Hopper', address: 'grace@acme.io' });
    expect(message.text).toContain('Business type: Small Business');
    expect(message.text).toContain('Timeline: 1 to 3 months');
    expect(message.text).toContain('Phone: Not provided');
    expect(message.text).toContain('Additional information: Not provided');
    expect(message.text).toContain('Terms accepted: Yes');
    expect(message.text).toContain('Sent from the Nexora Studio website on 2025-03-04T10:15:00.000Z');
    expect(message.html).toContain('<th scope="row"');
  });

  it('uses the fixed subject whatever the visitor typed', () => {
    const message = composeEmail(formPayloadSchema.parse(consultationPayload({ name: 'Subject: Win' })), settings, at);
    expect(message.subject).toBe('New Consultation Request');
  });

  it('a line break of any kind in a long answer stays inside its answer in the plain text', () => {
    const forged = 'Email: forged@evil.example';
    for (const separator of ['\r', '\r\n', '\u2028', '\u2029']) {
      const payload = formPayloadSchema.parse(requestPayload({ projectDescription: `hi${separator}${forged}` }));
      const { text, html } = composeEmail(payload, settings, at);
      const lines = text.split(/\r\n|\r|\n|\u2028|\u2029/);
      expect(lines, JSON.stringify(separator)).not.toContain(forged);
      expect(lines).toContain(`  ${forged}`);
      expect(html).toContain(`hi<br>${forged}`);
    }
  });

  it('escapes HTML and strips control characters from names', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(safeDisplayName('Ada\r\nBcc: x@y.z\u0000')).toBe('Ada Bcc: x@y.z');
  });
});
