/** The `npm start` request handler on a real HTTP server, and raw requests to it (bodies as sent, not decoded). */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { createSiteHandler } from '@/server/node/site-handler';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface SiteServer {
  /** Its address, for a browser: http://127.0.0.1:<port>. */
  url: string;
  fetch: (path: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<RawResponse>;
  close: () => Promise<void>;
}

/** `log`: where the handler logs an answer that failed (console.error if not given). */
export async function startSiteServer(distDir: string, api: Hono, log?: (line: string) => void): Promise<SiteServer> {
  const server = createServer(createSiteHandler({ distDir, api, ...(log ? { log } : {}) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fetch: (path, init = {}) =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          // a body cut short (the server closed the connection after the head) rejects
          res.on('error', reject);
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString() });
          });
        });
        req.on('error', reject);
        req.end();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
