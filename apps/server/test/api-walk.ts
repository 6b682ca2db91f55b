import type { App } from '../src/app.ts';
import { casesFor, type Method, type Operation } from './openapi-walk.ts';

/**
 * The walks over the whole API (sealing-walk, institutes-private-walk): every operation of the
 * OpenAPI document and, for each, its plausible request aimed at the `fixtures` of openapi-walk.ts,
 * plus one request per documented choice of an enum query value (a PDF's variant, say).
 */
export interface WalkRequest {
  method: Method;
  path: string;
  url: string;
  payload?: string;
}

export async function walkRequests(
  app: App,
  methods = ['get', 'post', 'put', 'patch'],
): Promise<WalkRequest[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  const out: WalkRequest[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const [plausible] = casesFor(path, op);
      if (!plausible) continue;
      const base = {
        method: method.toUpperCase() as Method,
        path,
        ...(plausible.payload ? { payload: plausible.payload } : {}),
      };
      out.push({ ...base, url: plausible.url });
      for (const p of op.parameters ?? [])
        if (p.in === 'query' && p.schema?.enum)
          for (const value of p.schema.enum)
            out.push({
              ...base,
              url: `${plausible.url}${plausible.url.includes('?') ? '&' : '?'}${p.name}=${String(value)}`,
            });
    }
  return out;
}

/** Sends one walk request as `headers`. */
export const send = (app: App, r: WalkRequest, headers: Record<string, string>) =>
  app.inject({
    method: r.method,
    url: r.url,
    headers: { ...headers, ...(r.payload ? { 'content-type': 'application/json' } : {}) },
    ...(r.payload ? { payload: r.payload } : {}),
  });
