/** Whether a request URL is under /api (the API's rules apply there; the web app's pages are the rest). */
export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
