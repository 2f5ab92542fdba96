import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DEFAULT_FORM_ENDPOINT, SubmitError, formEndpoint, submitForm } from '@/lib/forms/submit';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('submitForm', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    vi.unstubAllEnvs();
  });

  it('posts the payload as JSON to the same-origin endpoint by default', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { ok: true }));
    await expect(submitForm({ formType: 'request', a: 1 }, { fetch })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/send-email');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ formType: 'request', a: 1 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('uses PUBLIC_FORM_ENDPOINT when set', () => {
    expect(formEndpoint()).toBe(DEFAULT_FORM_ENDPOINT);
    vi.stubEnv('PUBLIC_FORM_ENDPOINT', 'https://forms.example.com/send');
    expect(formEndpoint()).toBe('https://forms.example.com/send');
  });

  it("raises the response's message on a non-ok answer and logs it", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      json(400, { message: 'Please correct the highlighted fields' }),
    );
    const error = await submitForm({}, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubmitError);
    expect((error as SubmitError).message).toBe('Please correct the highlighted fields');
    expect((error as SubmitError).status).toBe(400);
    expect(consoleError).toHaveBeenCalledWith('Error sending email:', error);
  });

  it("falls back to 'Failed to send email' when the answer has no message", async () => {
    for (const response of [
      json(500, {}),
      json(502, { message: '' }),
      new Response('<h1>Bad gateway</h1>', { status: 502 }),
    ]) {
      const fetch = vi.fn<typeof globalThis.fetch>(async () => response);
      await expect(submitForm({}, { fetch })).rejects.toThrow(/^Failed to send email$/);
    }
  });

  it('treats a network failure as a failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await submitForm({}, { fetch }).catch((e: unknown) => e)) as SubmitError;
    expect(error.message).toBe('Failed to send email');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('gives up after the timeout', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const error = (await submitForm({}, { fetch, timeoutMs: 20 }).catch((e: unknown) => e)) as SubmitError;
    expect(error).toBeInstanceOf(SubmitError);
    expect(error.message).toBe('The form server did not answer in time');
    expect(consoleError).toHaveBeenCalled();
  });
});
