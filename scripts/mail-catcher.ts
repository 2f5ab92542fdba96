/**
 * A stand-in for the HTTP mail API (mailer-http.ts) on this machine: `npm run preview:edge` sends
 * the Worker's mail here, and the tests also make it fail on purpose. Like the real provider it
 * takes `POST` JSON, answers 200 with an id, and keeps one mail per `Idempotency-Key`: a repeat
 * of a key it accepted is answered 200 again and not delivered twice.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface CaughtMail {
  idempotencyKey: string | undefined;
  messageId: string | undefined;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** The status to answer the `attempt`-th request (1 for the first) for one key; 200 delivers. */
export type MailAnswer = (mail: CaughtMail, attempt: number) => number;

export interface MailCatcher {
  /** Where to point MAIL_API_URL. */
  url: string;
  /** The mails delivered, in order. */
  readonly mails: readonly CaughtMail[];
  /** Requests per idempotency key (failed ones included). */
  attemptsOf(key: string): number;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  port?: number;
  host?: string;
  answer?: MailAnswer;
  /** Also write each delivered mail to this folder as JSON. */
  dir?: string;
  onMail?: (mail: CaughtMail) => void;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const attempts = new Map<string, number>();
  const delivered = new Set<string>();
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST') return reply(405, { message: 'POST only' });
    bodyOf(request).then(
      (body) => {
        const key = request.headers['idempotency-key']?.toString();
        const headers = (body['headers'] ?? {}) as Record<string, unknown>;
        const mail: CaughtMail = {
          idempotencyKey: key,
          messageId: text(headers['Message-ID']) || undefined,
          to: Array.isArray(body['to']) ? body['to'].map(text) : [text(body['to'])],
          subject: text(body['subject']),
          text: text(body['text']),
          receivedAt: new Date().toISOString(),
        };
        const attempt = (key ? (attempts.get(key) ?? 0) : 0) + 1;
        if (key) attempts.set(key, attempt);
        if (key && delivered.has(key)) return reply(200, { id: key });
        const status = options.answer?.(mail, attempt) ?? 200;
        if (status !== 200) return reply(status, { message: `refused on purpose (attempt ${attempt})` });
        if (key) delivered.add(key);
        mails.push(mail);
        if (options.dir) writeFileSync(join(options.dir, `${mails.length}.json`), JSON.stringify(mail, null, 2));
        options.onMail?.(mail);
        return reply(200, { id: key ?? String(mails.length) });
      },
      () => reply(400, { message: 'not JSON' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}/emails`,
    mails,
    attemptsOf: (key) => attempts.get(key) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
