/**
 * Sends the studio's email through an SMTP server (SMTP_URL, e.g.
 * smtp://user:pass@smtp.example.com:587 or smtps://...:465) with nodemailer.
 */
import { createTransport } from 'nodemailer';
import type { Mailer } from './delivery.ts';

export interface SmtpMailer extends Mailer {
  close(): void;
}

export function createSmtpMailer(smtpUrl: string): SmtpMailer {
  // Fail fast: the API waits only a few seconds, and the outbox keeps what did not go out.
  // Settings in the URL's query (e.g. ?connectionTimeout=30000) win over these.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
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
