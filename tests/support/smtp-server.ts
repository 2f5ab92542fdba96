/**
 * A real SMTP server for the tests (smtp-server): it records every message it was handed, with
 * its Message-ID, and answers each DATA with what `answer` says (an SMTP reply code such as 451
 * or 550 refuses the message; undefined accepts it).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  messageId: string | undefined;
  /** How many times this Message-ID was offered, this time included (1 on the first). */
  attempt: number;
  /** Whether the server accepted it. */
  accepted: boolean;
  raw: string;
}

export interface TestSmtp {
  /** smtp://studio:s3cret@127.0.0.1:<port> */
  url: string;
  port: number;
  /** Every message offered, accepted or refused. */
  received: Received[];
  /** The accepted ones. */
  accepted: () => Received[];
  /** The most messages it was answering at one time (received, reply not yet given). */
  mostAtOnce: () => number;
  stop: () => Promise<void>;
}

export interface TestSmtpOptions {
  port?: number;
  /**
   * The reply code refusing the `attempt`-th offer of a message, undefined to accept it, or
   * 'hang' to never answer (a mail server that stalls mid-send).
   */
  answer?: (attempt: number, messageId: string | undefined) => number | 'hang' | undefined;
  /** How long it takes to answer each message (a slow mail server: sends are in flight meanwhile). */
  delayMs?: number;
}

export async function startSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  let atOnce = 0;
  let mostAtOnce = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === 'studio' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
        const attempt = received.filter((r) => messageId !== undefined && r.messageId === messageId).length + 1;
        const code = options.answer?.(attempt, messageId);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          messageId,
          attempt,
          accepted: code === undefined,
          raw,
        });
        if (code === 'hang') return;
        if (options.delayMs) {
          atOnce += 1;
          mostAtOnce = Math.max(mostAtOnce, atOnce);
          setTimeout(() => {
            atOnce -= 1;
            if (code === undefined) callback();
            else callback(Object.assign(new Error('Refused'), { responseCode: code }));
          }, options.delayMs);
          return;
        }
        if (code === undefined) callback();
        else
          callback(
            Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://studio:s3cret@127.0.0.1:${port}`,
    port,
    received,
    accepted: () => received.filter((r) => r.accepted),
    mostAtOnce: () => mostAtOnce,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
