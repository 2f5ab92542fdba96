/**
 * A minimal Chrome DevTools Protocol client over the browser's WebSocket, with flat sessions:
 * enough for a benchmark to follow prerendered pages (each its own target) as well as the tab.
 */
export type CdpParams = Record<string, unknown>;

export interface CdpEvent {
  method: string;
  params: CdpParams;
  sessionId?: string;
}

interface Pending {
  resolve: (value: CdpParams) => void;
  reject: (error: Error) => void;
}

export class CdpClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(event: CdpEvent) => void>();

  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (message) => {
      const data = JSON.parse(String(message.data)) as {
        id?: number;
        result?: CdpParams;
        error?: { message: string };
      } & Partial<CdpEvent>;
      if (data.id !== undefined) {
        const pending = this.pending.get(data.id);
        this.pending.delete(data.id);
        if (data.error) pending?.reject(new Error(data.error.message));
        else pending?.resolve(data.result ?? {});
      } else if (data.method) {
        const event: CdpEvent = { method: data.method, params: data.params ?? {}, sessionId: data.sessionId };
        for (const listener of this.listeners) listener(event);
      }
    });
    socket.addEventListener('close', () => {
      for (const pending of this.pending.values()) pending.reject(new Error('the browser closed the connection'));
      this.pending.clear();
    });
  }

  static async connect(url: string): Promise<CdpClient> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)), { once: true });
    });
    return new CdpClient(socket);
  }

  send<T = CdpParams>(method: string, params: CdpParams = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise<CdpParams>((resolve, reject) => this.pending.set(id, { resolve, reject })) as Promise<T>;
  }

  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.socket.close();
  }
}
