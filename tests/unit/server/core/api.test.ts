import { describe, expect, it, vi } from 'vitest';
import { createApi, forwardedClientAddress, type ApiDeps } from '@/server/core/api';
import type { Mailer } from '@/server/core/delivery';
import type { EmailMessage } from '@/server/core/email';
import { OutboxUnavailableError, createMemoryStore, type SubmissionStore } from '@/server/core/submission-store';
import { createRateLimiter } from '@/server/core/rate-limit';
import { consultationPayload, requestPayload } from '../../../support/form-payloads';

const quietLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function setup(deps: ApiDeps = {}) {
  const outbox = createMemoryStore();
  const sent: EmailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
  };
  const api = createApi({
    outbox,
    mailer,
    logger: quietLogger,
    mail: { to: 'inbox@studio.test', from: 'Site <site@studio.test>' },
    ...deps,
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    api.request('/api/send-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { api, outbox, sent, post };
}

describe('POST /api/send-email: valid submissions', () => {
  it('keeps /api/health: the status for anyone, the counts only with HEALTH_TOKEN', async () => {
    const api = createApi({ logger: quietLogger, healthToken: 's3cret-health' });
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true, status: 'ok' });
    for (const authorization of ['Bearer wrong', 'Bearer s3cret-health2', 's3cret-health'])
      expect(await (await api.request('/api/health', { headers: { authorization } })).json()).toEqual({
        ok: true,
        status: 'ok',
      });
    const full = await api.request('/api/health', { headers: { authorization: 'Bearer s3cret-health' } });
    expect(await full.json()).toEqual({
      ok: true,
      status: 'ok',
      reasons: [],
      outbox: { queued: 0, sending: 0, sent: 0, dead: 0 },
      oldestWaitingAt: null,
    });
    // Without a HEALTH_TOKEN set, nobody gets the counts.
    const open = createApi({ logger: quietLogger });
    expect(await (await open.request('/api/health', { headers: { authorization: 'Bearer ' } })).json()).toEqual({
      ok: true,
      status: 'ok',
    });
  });

  it('accepts a consultation, stores it and sends the email', async () => {
    const { post, outbox, sent } = setup();
    const res = await post(consultationPayload());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'inbox@studio.test',
      from: 'Site <site@studio.test>',
      subject: 'New Consultation Request',
      replyTo: { name: 'Ada Lovelace', address: 'ada@example.com' },
    });
    expect(outbox.all()).toHaveLength(1);
    expect(outbox.all()[0]).toMatchObject({ state: 'sent', attempts: 1, formType: 'consultation' });
  });

  it('accepts a solution request', async () => {
    const { post, sent } = setup();
    const res = await post(requestPayload());
    expect(res.status).toBe(200);
    expect(sent[0]?.subject).toBe('New Solution Request');
    expect(sent[0]?.text).toContain('Project type: AI Agent/Assistant');
    expect(sent[0]?.text).toContain('Budget: $10,000 – $25,000');
    expect(sent[0]?.text).toContain('Technologies: Claude, React');
  });

  it('without a mail server, stores the submission in the outbox as the delivery', async () => {
    const { api, outbox } = (() => {
      const outbox = createMemoryStore();
      return { outbox, api: createApi({ outbox, logger: quietLogger }) };
    })();
    const res = await api.request('/api/send-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(requestPayload()),
    });
    expect(res.status).toBe(200);
    const [record] = outbox.all();
    expect(record).toMatchObject({ state: 'queued', attempts: 0, formType: 'request' });
    expect(record?.message.to).toBe('hello@nexora.studio');
  });
});

describe('POST /api/send-email: invalid submissions', () => {
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['consultation name', () => consultationPayload({ name: ' ' }), 'name', 'Name is required'],
    ['consultation email missing', () => consultationPayload({ email: '' }), 'email', 'Email is required'],
    [
      'consultation email malformed',
      () => consultationPayload({ email: 'ada@example' }),
      'email',
      'Invalid email address',
    ],
    ['consultation phone', () => consultationPayload({ phone: '' }), 'phone', 'Phone number is required'],
    ['consultation date', () => consultationPayload({ date: 'tomorrow' }), 'date', 'Please select a date'],
    ['consultation time', () => consultationPayload({ time: '8:00 PM' }), 'time', 'Please select a time'],
    ['consultation message type', () => consultationPayload({ message: 42 }), 'message', 'Expected text'],
    [
      'consultation subject',
      () => consultationPayload({ subject: 'Hi\r\nBcc: all@x.com' }),
      'subject',
      'subject must be "New Consultation Request"',
    ],
    ['request businessName', () => requestPayload({ businessName: '' }), 'businessName', 'Business name is required'],
    ['request contactName', () => requestPayload({ contactName: '' }), 'contactName', 'Contact name is required'],
    ['request email', () => requestPayload({ email: 'grace@acme.i' }), 'email', 'Invalid email address'],
    [
      'request projectDescription',
      () => requestPayload({ projectDescription: '' }),
      'projectDescription',
      'Project description is required',
    ],
    ['request terms', () => requestPayload({ termsAccepted: false }), 'termsAccepted', 'You must accept the terms'],
    [
      'request businessType',
      () => requestPayload({ businessType: 'cartel' }),
      'businessType',
      'Choose one of the listed business types',
    ],
    [
      'request projectType',
      () => requestPayload({ projectType: 'x' }),
      'projectType',
      'Choose one of the listed project types',
    ],
    ['request budget', () => requestPayload({ budget: '1m' }), 'budget', 'Choose one of the listed budgets'],
    ['request timeline', () => requestPayload({ timeline: 'never' }), 'timeline', 'Choose one of the listed timelines'],
    [
      'request technologies',
      () => requestPayload({ technologies: 'React' }),
      'technologies',
      'Expected a list of technology names',
    ],
  ];

  it.each(cases)('400 naming the bad field: %s', async (_name, body, path, message) => {
    const { post, sent, outbox } = setup();
    const res = await post(body());
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(answer.message).toBe('Please correct the highlighted fields');
    expect(answer.issues).toEqual([{ path, message }]);
    expect(sent).toEqual([]);
    expect(outbox.all()).toEqual([]);
  });

  it('400 for an unknown or missing form type', async () => {
    const { post } = setup();
    for (const formType of ['newsletter', undefined, 7]) {
      const res = await post(requestPayload({ formType }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Unknown form type',
        issues: [{ path: 'formType', message: 'formType must be "consultation" or "request"' }],
      });
    }
  });

  it('400 for a body that is not a JSON object', async () => {
    const { post } = setup();
    expect((await post('{"formType":')).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
    expect((await post('"text"')).status).toBe(400);
  });

  it('413 for a body over the size limit', async () => {
    const { post, sent } = setup({ maxBodyBytes: 4096 });
    const res = await post(requestPayload({ additionalInfo: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The submission is too large' });
    expect(sent).toEqual([]);
  });

  it('413 by default well before the fields could add up to it', async () => {
    const { post } = setup();
    expect((await post(requestPayload({ additionalInfo: 'x'.repeat(40_000) }))).status).toBe(413);
  });

  it('415 for anything but JSON or a form post', async () => {
    const { api } = setup();
    for (const type of ['text/plain', 'application/xml', 'text/csv; charset=utf-8', '']) {
      const res = await api.request('/api/send-email', {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: JSON.stringify(requestPayload()),
      });
      expect(res.status, type).toBe(415);
    }
  });

  it('405 for other methods', async () => {
    const { api } = setup();
    const res = await api.request('/api/send-email');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('POST /api/send-email: abuse', () => {
  it('silently drops a submission that filled the honeypot', async () => {
    const { post, sent, outbox } = setup();
    const res = await post(consultationPayload({ website: 'http://spam.example' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(sent).toEqual([]);
    expect(outbox.all()).toEqual([]);
    expect((await post(consultationPayload({ website: '' }))).status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('answers 429 with Retry-After past the per-client limit, per client, until the window ends', async () => {
    let t = 1_000_000;
    const { post } = setup({ rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000, now: () => t }) });
    // The proxy appends the address it saw; what the client sent before it is not trusted.
    const from = (ip: string) => ({ 'X-Forwarded-For': `6.6.6.6, ${ip}` });
    expect((await post(requestPayload(), from('1.1.1.1'))).status).toBe(200);
    // The visitor's own mistakes do not use up the quota.
    expect((await post({ formType: 'bad' }, from('1.1.1.1'))).status).toBe(400);
    expect((await post(requestPayload({ email: 'nope' }), from('1.1.1.1'))).status).toBe(400);
    expect((await post(requestPayload(), from('1.1.1.1'))).status).toBe(200);
    const limited = await post(requestPayload(), from('1.1.1.1'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many submissions/);
    expect((await post(requestPayload(), from('2.2.2.2'))).status).toBe(200);
    t += 30_000;
    expect((await post(requestPayload(), from('1.1.1.1'))).headers.get('retry-after')).toBe('30');
    t += 30_000;
    expect((await post(requestPayload(), from('1.1.1.1'))).status).toBe(200);
  });

  it('behind a proxy, a client cannot reset its quota by sending its own X-Forwarded-For', async () => {
    const { post } = setup({ rateLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }) });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      // What a reverse proxy forwards: the client's header, then the address it saw.
      const res = await post(requestPayload(), { 'X-Forwarded-For': `10.9.${i}.1, 203.0.113.7` });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('CORS: allows only its own origin and the configured site origin', async () => {
    const { api, post } = setup({ allowedOrigins: ['https://nexora.studio'] });
    const preflight = (origin: string) =>
      api.request('http://api.local/api/send-email', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    expect((await preflight('https://nexora.studio')).headers.get('access-control-allow-origin')).toBe(
      'https://nexora.studio',
    );
    expect((await preflight('http://api.local')).headers.get('access-control-allow-origin')).toBe('http://api.local');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();

    const foreign = await post(requestPayload(), { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await api.request('http://localhost/api/send-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify(requestPayload()),
    });
    expect(own.status).toBe(200);
  });
});

describe('POST /api/send-email: delivery failures', () => {
  it('keeps the submission in the outbox when the mail server is down, and still answers 200', async () => {
    const mailer: Mailer = {
      send: vi.fn(async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525'))),
    };
    const { post, outbox } = setup({ mailer });
    const res = await post(consultationPayload());
    expect(res.status).toBe(200);
    const [record] = outbox.all();
    expect(record).toMatchObject({ state: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
    // Due again after the shortest wait (60 s by default), give or take the jitter.
    expect(record!.nextAttemptAt.getTime() - record!.createdAt.getTime()).toBeGreaterThanOrEqual(60_000);
    expect(record?.payload).toMatchObject({ name: 'Ada Lovelace', formType: 'consultation' });
  });

  it('answers without waiting for a slow mail server, which finishes in the background', async () => {
    let release: () => void = () => {};
    const mailer: Mailer = { send: () => new Promise<void>((resolve) => (release = resolve)) };
    const { post, outbox } = setup({ mailer, deliveryWaitMs: 20 });
    expect((await post(requestPayload())).status).toBe(200);
    expect(outbox.all()).toMatchObject([{ state: 'sending' }]);
    release();
    await vi.waitFor(() => expect(outbox.all()).toMatchObject([{ state: 'sent' }]));
  });

  it('answers 500 and sends nothing when the submission cannot be stored', async () => {
    const broken: SubmissionStore = { ...createMemoryStore(), insert: () => Promise.reject(new Error('EACCES')) };
    const send = vi.fn(async () => {});
    const mailer: Mailer = { send };
    const { post } = setup({ outbox: broken, mailer });
    const res = await post(requestPayload());
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Your message could not be sent. Please try again later.' });
    expect(send).not.toHaveBeenCalled();
  });

  it('fails on x-e2e-fail: 1 only when faults are switched on', async () => {
    const off = setup();
    expect((await off.post(requestPayload(), { 'x-e2e-fail': '1' })).status).toBe(200);
    const on = setup({ faults: true });
    const res = await on.post(requestPayload(), { 'x-e2e-fail': '1' });
    expect(res.status).toBe(500);
    expect(on.outbox.all()).toEqual([]);
    expect((await on.post(requestPayload())).status).toBe(200);
  });
});

describe('GET /api/health', () => {
  const permanent = () => Object.assign(new Error('550 No such user'), { responseCode: 550 });
  const headers = { authorization: 'Bearer t' };

  it('a dead lead makes it degraded (200: the server still takes submissions), logged once; requeued and sent, ok again', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    let refuse = true;
    const outbox = createMemoryStore();
    const mailer: Mailer = { send: async () => (refuse ? Promise.reject(permanent()) : undefined) };
    let clock = new Date('2026-03-04T10:00:00Z');
    const api = createApi({ outbox, mailer, logger, healthToken: 't', now: () => clock });
    const post = () =>
      api.request('/api/send-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(requestPayload()),
      });
    expect((await post()).status).toBe(200);
    const degraded = await api.request('/api/health', { headers });
    expect(degraded.status).toBe(200);
    expect(await degraded.json()).toMatchObject({
      ok: true,
      status: 'degraded',
      reasons: [expect.stringMatching(/1 submission could not be delivered \(dead\)/)],
      outbox: { dead: 1 },
    });
    expect(await (await api.request('/api/health')).json()).toEqual({ ok: true, status: 'degraded' });
    const changes = () =>
      logger.warn.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Outbox health'));
    clock = new Date('2026-03-04T10:00:06Z');
    await api.request('/api/health');
    expect(changes()).toEqual([expect.stringMatching(/^Outbox health: degraded \(was ok\): 1 submission/)]);

    refuse = false;
    expect(await outbox.requeueDead(clock)).toBe(1);
    const lease = { token: 'w', until: new Date(clock.getTime() + 60_000) };
    const row = await outbox.claimDue(clock, lease);
    expect(await outbox.markSent(row!.id, 'w', clock)).toBe(true);
    clock = new Date('2026-03-04T10:00:12Z');
    expect(await (await api.request('/api/health')).json()).toEqual({ ok: true, status: 'ok' });
    expect(logger.info.mock.calls.map(([line]) => String(line))).toContain('Outbox health: ok again (was degraded)');
  });

  it('a lead waiting past OUTBOX_STALE_AFTER_S makes it degraded', async () => {
    const outbox = createMemoryStore();
    let clock = new Date('2026-03-04T10:00:00Z');
    const api = createApi({ outbox, logger: quietLogger, healthToken: 't', staleAfterMs: 600_000, now: () => clock });
    await api.request('/api/send-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(requestPayload()),
    });
    expect(await (await api.request('/api/health')).json()).toEqual({ ok: true, status: 'ok' });
    clock = new Date('2026-03-04T10:10:00Z');
    expect(await (await api.request('/api/health', { headers })).json()).toMatchObject({
      status: 'degraded',
      oldestWaitingAt: '2026-03-04T10:00:00.000Z',
      reasons: [expect.stringMatching(/waited 10 min to be sent/)],
    });
  });

  it('a flood of calls costs one probe write per interval; a stored submission makes the next call look again', async () => {
    const outbox = createMemoryStore();
    const probe = vi.spyOn(outbox, 'probeWrite');
    let clock = new Date('2026-03-04T10:00:00Z');
    const api = createApi({ outbox, logger: quietLogger, now: () => clock });
    const answers = await Promise.all(Array.from({ length: 200 }, async () => await api.request('/api/health')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    clock = new Date('2026-03-04T10:00:04Z');
    await api.request('/api/health');
    expect(probe).toHaveBeenCalledTimes(1);
    clock = new Date('2026-03-04T10:00:05Z');
    await api.request('/api/health');
    expect(probe).toHaveBeenCalledTimes(2);
    await api.request('/api/send-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(requestPayload()),
    });
    await api.request('/api/health');
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('down (503) while the outbox cannot be written, ok again as soon as a write succeeds', async () => {
    let full = true;
    const memory = createMemoryStore();
    const outbox: SubmissionStore = {
      ...memory,
      insert: (entry, lease) =>
        full ? Promise.reject(new Error('database or disk is full')) : memory.insert(entry, lease),
      probeWrite: async () => {
        if (full) throw new Error('database or disk is full');
      },
    };
    let clock = new Date('2026-03-04T10:00:00Z');
    const api = createApi({ outbox, logger: quietLogger, healthToken: 't', now: () => clock });
    const down = await api.request('/api/health', { headers });
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      ok: false,
      status: 'down',
      reasons: [expect.stringMatching(/cannot be written to.*full/)],
    });
    full = false;
    clock = new Date('2026-03-04T10:00:01Z'); // within the interval: the answer is the cached one
    expect((await api.request('/api/health')).status).toBe(503);
    clock = new Date('2026-03-04T10:00:05Z'); // the next look finds the disk writable, nobody having submitted
    expect((await api.request('/api/health')).status).toBe(200);
  });
});

describe('the rate limit counts only what the server accepted or the visitor must correct', () => {
  it('submissions refused with a 500 or a 503 do not use up the quota', async () => {
    let broken: Error | undefined = new Error('EIO');
    const memory = createMemoryStore();
    const outbox: SubmissionStore = {
      ...memory,
      insert: (entry, lease) => (broken ? Promise.reject(broken) : memory.insert(entry, lease)),
    };
    const { post } = setup({ outbox, rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const visitor = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < 4; i += 1) expect((await post(requestPayload(), visitor)).status).toBe(500);
    broken = new OutboxUnavailableError('the outbox is not open: database or disk is full', 30);
    const unavailable = await post(requestPayload(), visitor);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('30');
    expect(await unavailable.json()).toEqual({
      message: 'Submissions cannot be received right now. Please try again in a few minutes.',
    });
    broken = undefined;
    expect((await post(requestPayload(), visitor)).status).toBe(200);
    expect((await post(requestPayload(), visitor)).status).toBe(200);
    expect((await post(requestPayload(), visitor)).status).toBe(429);
  });
});

describe('a cross-site browser post without an Origin header', () => {
  it('is refused by its Sec-Fetch-Site; same-origin, same-site and user-typed posts pass', async () => {
    const { post, outbox } = setup();
    const refused = await post(requestPayload(), { 'Sec-Fetch-Site': 'cross-site' });
    expect(refused.status).toBe(403);
    expect(outbox.all()).toEqual([]);
    for (const site of ['same-origin', 'same-site', 'none'])
      expect((await post(requestPayload(), { 'Sec-Fetch-Site': site })).status, site).toBe(200);
  });
});

describe('the log', () => {
  const lines = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.map((args) => args.map(String).join(' '));

  it('escapes control characters a visitor sent, so no line can be forged or recoloured', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const { post } = setup({ logger });
    const forged = 'request\nForm API: consultation 1 sent\r\u001b[31mred';
    expect((await post({ formType: forged, website: 'http://spam.example' })).status).toBe(200);
    const [line] = lines(logger.warn);
    expect(line).toContain('honeypot');
    for (const raw of ['\n', '\r', '\u001b']) expect(line).not.toContain(raw);
    expect(line).toContain('request\\nForm API: consultation 1 sent\\r\\u001b[31mred');
  });

  it('never prints the credentials of a URL in an error', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const mailer: Mailer = {
      send: async () => Promise.reject(new Error('connect failed for smtp://studio:hunter2@mail.example.com:587')),
    };
    const { post, outbox } = setup({ logger, mailer });
    expect((await post(requestPayload())).status).toBe(200);
    const logged = [...lines(logger.warn), ...lines(logger.error), ...lines(logger.info)].join('\n');
    expect(logged).toContain('smtp://***@mail.example.com:587');
    expect(logged).not.toContain('hunter2');
    expect(outbox.all()[0]?.lastError).toBe('connect failed for smtp://***@mail.example.com:587');
  });

  it('a client that aborts its upload costs one line, no stack trace', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { api } = setup({ logger });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('formType=request&businessName=Ac'));
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      });
      const res = await api.request('/api/send-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(400);
      expect(consoleError).not.toHaveBeenCalled();
      const logged = [...lines(logger.warn), ...lines(logger.error)];
      expect(logged).toEqual([
        expect.stringMatching(/^Form API: POST \/api\/send-email: the client aborted the request \(aborted\)$/),
      ]);
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('the client address behind proxies', () => {
  it('is the entry the outermost trusted proxy appended, never one the client wrote', () => {
    // client -> proxy A -> proxy B -> server; the client sent "1.1.1.1" itself.
    const header = '1.1.1.1, 198.51.100.4, 10.0.0.2';
    expect(forwardedClientAddress(header, 1)).toBe('10.0.0.2');
    expect(forwardedClientAddress(header, 2)).toBe('198.51.100.4');
    expect(forwardedClientAddress('198.51.100.4', 2)).toBeUndefined();
    expect(forwardedClientAddress(undefined, 1)).toBeUndefined();
    expect(forwardedClientAddress(header, 0)).toBeUndefined();
  });
});
