import { createApi } from './api.ts';

const api = createApi();

export default {
  fetch(request: Request): Response | Promise<Response> {
    return api.fetch(request);
  },
};
