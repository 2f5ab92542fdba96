/**
 * The parts of the Cloudflare Workers runtime bindings the Worker uses (D1, Queues, the
 * rate-limiting binding, a queue consumer's batch), typed structurally so the server code
 * needs no runtime type package, and tests can hand in Miniflare's objects.
 */

export interface D1Result<Row> {
  results: Row[];
  /** `size_after`: the database's size in bytes after the statement. */
  meta: { changes: number; size_after?: number };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  run(): Promise<D1Result<unknown>>;
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  /** Runs the statements in one transaction. */
  batch(statements: D1PreparedStatement[]): Promise<D1Result<unknown>[]>;
}

export interface Queue<Body> {
  send(body: Body, options?: { delaySeconds?: number }): Promise<void>;
  sendBatch(messages: Iterable<{ body: Body; delaySeconds?: number }>): Promise<void>;
}

export interface QueueMessage<Body> {
  readonly id: string;
  readonly body: Body;
  /** Deliveries of this message so far, 1 for the first. */
  readonly attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

export interface MessageBatch<Body> {
  readonly queue: string;
  readonly messages: readonly QueueMessage<Body>[];
}

/** The rate-limiting binding (`ratelimits` in wrangler.jsonc). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface ExecutionContext {
  waitUntil(work: Promise<unknown>): void;
}
