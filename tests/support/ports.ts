/**
 * The ports of the servers the tests start: the Node server on E2E_PORT, and the others just
 * below it, so a machine that gives the tests a range of ports keeps them all inside it.
 */

/** The Node server's port in the end-to-end tests (E2E_PORT, default 4399). */
export const nodeTestPort = (): number => Number(process.env['E2E_PORT'] ?? 4399);

/** The edge servers' ports beside the Node server on `nodePort`. */
export function edgePorts(nodePort: number) {
  return {
    /** the edge preview of the `edge` Playwright project */
    preview: nodePort - 1,
    previewInspector: nodePort - 2,
    /** the edge server of the delivery fault tests, with a mail API that fails on purpose */
    faults: nodePort - 3,
    faultsInspector: nodePort - 4,
    /** the edge preview that the stop test signals (`npm run preview:edge`) */
    stop: nodePort - 5,
    stopInspector: nodePort - 6,
    /** the edge preview as documented: its default environment, its secrets, its own cron sweep */
    documented: nodePort - 7,
    documentedInspector: nodePort - 8,
  };
}

/**
 * The port of `npm run dev` in the tests (tests/support/dev-server.ts): E2E_PORT - 10 when the
 * end-to-end runs set E2E_PORT, else 0 (any free port: the unit tests run beside other work).
 */
export const devServerPort = (): number => (process.env['E2E_PORT'] ? nodeTestPort() - 10 : 0);

/** The `npm start` server with editor accounts of the editor's sign-in spec: E2E_PORT + 1. */
export const editorServerPort = (): number => nodeTestPort() + 1;

/** The `npm start` server of the generated catalogue of tests/e2e/catalogue-shards.spec.ts: E2E_PORT + 2. */
export const shardsServerPort = (): number => nodeTestPort() + 2;

/** The `npm start` server with publishing of tests/e2e/publish.spec.ts: E2E_PORT - 12. */
export const publishServerPort = (): number => nodeTestPort() - 12;
