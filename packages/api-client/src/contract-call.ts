import { z } from 'zod';
import type { DownloadedFile, RequestOptions } from './client';
import { fillPath, type Answer, type CallInput, type Endpoint } from './contract/index';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;
type RequestFile = (path: string, init?: RequestOptions) => Promise<DownloadedFile>;

const ZNoContent = z.undefined();

const initOf = (endpoint: Endpoint, input: CallInput<Endpoint>): RequestOptions => ({
  method: endpoint.method.toUpperCase() as RequestOptions['method'],
  query: input.query,
  body: input.body,
  headers: input.headers,
});

/** Calls an endpoint of the contract: its path, method and answer schema come from there. */
export type Call = <E extends Endpoint>(endpoint: E, input: CallInput<E>) => Promise<Answer<E>>;
/** Downloads a file endpoint's answer (a PDF, an export). */
export type Download = <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
) => Promise<DownloadedFile>;

export function contractCalls(request: Request, requestFile: RequestFile) {
  const call: Call = (endpoint, input) =>
    request(
      (endpoint.response ?? ZNoContent) as z.ZodType<never>,
      fillPath(endpoint.path, input.params),
      initOf(endpoint, input as CallInput<Endpoint>),
    );
  const download: Download = (endpoint, input) =>
    requestFile(
      fillPath(endpoint.path, input.params),
      initOf(endpoint, input as CallInput<Endpoint>),
    );
  return { call, download };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
