/**
 * The shared form-submission helper of both forms: posts a payload as JSON to the form API and
 * resolves with its answer. A non-ok answer raises an error carrying the answer's `message` (or
 * 'Failed to send email'); a network failure or a timeout raises one too. Every failure is logged
 * to the console and passed on to the caller.
 */

export const DEFAULT_FORM_ENDPOINT = '/api/send-email';
export const FALLBACK_ERROR_MESSAGE = 'Failed to send email';
/** Longer than the API's own wait for the mail server (it answers in under ~10 s). */
export const SUBMIT_TIMEOUT_MS = 20_000;

export class SubmitError extends Error {
  /** HTTP status of the answer; undefined when no answer came (network failure, timeout). */
  readonly status: number | undefined;

  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SubmitError';
    this.status = status;
  }
}

export interface SubmitOptions {
  /** Where to post; default PUBLIC_FORM_ENDPOINT, else the same-origin '/api/send-email'. */
  endpoint?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** The endpoint configured at build time (PUBLIC_FORM_ENDPOINT), or the same-origin default. */
export function formEndpoint(): string {
  const configured: unknown = import.meta.env?.PUBLIC_FORM_ENDPOINT;
  return typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_FORM_ENDPOINT;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export async function submitForm(payload: object, options: SubmitOptions = {}): Promise<unknown> {
  const endpoint = options.endpoint ?? formEndpoint();
  const timeout = AbortSignal.timeout(options.timeoutMs ?? SUBMIT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  let error: SubmitError;
  try {
    const response = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal,
    });
    const data: unknown = await response.json().catch(() => undefined);
    if (response.ok) return data;
    error = new SubmitError(messageOf(data) ?? FALLBACK_ERROR_MESSAGE, response.status);
  } catch (cause) {
    const timedOut = timeout.aborted && !(options.signal?.aborted ?? false);
    error = new SubmitError(timedOut ? 'The form server did not answer in time' : FALLBACK_ERROR_MESSAGE, undefined, {
      cause,
    });
  }
  console.error('Error sending email:', error);
  throw error;
}
