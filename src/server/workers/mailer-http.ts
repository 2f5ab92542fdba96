/**
 * Sends the studio's email through an HTTP mail API (the Worker's mailer: Workers cannot speak
 * SMTP through nodemailer). The request is Resend's (`POST /emails`, a bearer key, JSON); any
 * provider with the same shape, or a small adapter, fits. Every attempt of one submission carries
 * the same `Idempotency-Key` (the submission id), so the provider drops a repeat after a crash
 * between the send and its record, and the same Message-ID, so the inbox can too: the key is the
 * Message-ID itself ('<submission-id@sender-domain>').
 *
 * The provider's answer decides what the outbox does next, through the same rules as SMTP
 * (src/lib/outbox/delivery-rules.ts): a refusal of the message itself (4xx other than 408, 409
 * and 429) carries SMTP's 554 and is final; anything else (5xx, 408, 409, 429, no answer) carries
 * 451 and is retried.
 */
import type { Mailer } from '../core/delivery.ts';

export interface HttpMailerOptions {
  /** MAIL_API_URL, e.g. https://api.resend.com/emails */
  url: string;
  /** MAIL_API_KEY (a secret: `wrangler secret put MAIL_API_KEY`). */
  apiKey?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Thrown for an answer other than 2xx; `responseCode` is the SMTP reply it stands for. */
export class MailApiError extends Error {
  readonly responseCode: 451 | 554;
  readonly status: number;
  constructor(status: number, detail: string) {
    super(`mail API answered ${status}${detail ? `: ${detail}` : ''}`);
    this.status = status;
    this.responseCode = status >= 400 && status < 500 && ![408, 409, 429].includes(status) ? 554 : 451;
  }
}

export function createHttpMailer({ url, apiKey, timeoutMs = 10_000, fetch: send = fetch }: HttpMailerOptions): Mailer {
  return {
    async send(message, messageId) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': messageId };
      if (apiKey) headers['Authorization'] = `Bearer ${apiKey}`;
      const body = {
        from: message.from,
        to: [message.to],
        reply_to: `"${message.replyTo.name.replace(/["\\]/g, '\\$&')}" <${message.replyTo.address}>`,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Message-ID': messageId },
      };
      const response = await send(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
        throw new MailApiError(response.status, detail);
      }
    },
  };
}
