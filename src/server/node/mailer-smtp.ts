/**
 * Sends the studio's email through an SMTP server (SMTP_URL, e.g.
 * smtp://user:pass@smtp.example.com:587 or smtps://...:465) with nodemailer.
 */
import { createTransport } from 'nodemailer';
import type { Mailer } from '../core/delivery.ts';

export interface SmtpMailer extends Mailer {
  close(): void;
}

/**
 * Fail fast: the API waits only a few seconds, and the outbox keeps what did not go out.
 * Settings in the URL's query (e.g. ?connectionTimeout=30000) win over these.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * The longest one send may take before nodemailer gives up: its three timeouts together, each as
 * SMTP_URL's query sets it. A claim (OUTBOX_LEASE_S) must outlast it, or a second attempt could
 * start while the first may still succeed.
 */
export function smtpWorstCaseMs(smtpUrl: string): number {
  const query = new URL(smtpUrl).searchParams;
  return Object.entries(SMTP_TIMEOUTS_MS).reduce((total, [name, fallback]) => {
    const value = Number(query.get(name) ?? fallback);
    return total + (Number.isFinite(value) && value > 0 ? value : fallback);
  }, 0);
}

export function createSmtpMailer(smtpUrl: string): SmtpMailer {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  return {
    async send(message, messageId) {
      await transport.sendMail({
        messageId,
        from: message.from,
        to: message.to,
        replyTo: { name: message.replyTo.name, address: message.replyTo.address },
        subject: message.subject,
        text: message.text,
        html: message.html,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}
