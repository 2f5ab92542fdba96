/**
 * The ports of the edge servers the tests start beside the Node server on E2E_PORT: just below
 * it, so a machine that gives the tests a range of ports keeps them all inside it.
 */
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
  };
}

/** The Node server's port in the end-to-end tests (E2E_PORT, default 4399). */
export const nodeTestPort = (): number => Number(process.env['E2E_PORT'] ?? 4399);

/**
 * The tag of a browser test whose outcome depends on the form API's answer (a submission, a
 * refused or failed send): the `edge` project runs these, and the whole API contract, again on
 * the Worker. The rest runs once: the pages both hosts serve are byte-identical
 * (host-parity.spec.ts), so a check of the page alone says the same on either.
 */
export const API_TAG = '@api';
