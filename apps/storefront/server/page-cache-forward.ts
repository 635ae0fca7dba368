import {
  request as httpRequest,
  type Agent,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { PAGE_RENDER_HEADER, type RenderedAnswer } from './page-cache-rules';

/**
 * The request again (at `path`, its own by default), to this process's Next, whole and
 * uncompressed, marked with the page cache's token so the proxy renders it for the cache.
 */
export function forwarder({
  host,
  port,
  token,
  agent,
}: {
  host: string;
  port: number;
  token: string;
  agent: Agent;
}) {
  return (request: IncomingMessage, body?: Buffer, path = request.url): Promise<RenderedAnswer> => {
    const headers: OutgoingHttpHeaders = { ...request.headers, [PAGE_RENDER_HEADER]: token };
    headers['accept-encoding'] = 'identity';
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    return new Promise((resolve, reject) => {
      const inner = httpRequest(
        { host, port, method: request.method, path, headers, agent },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      inner.on('error', reject);
      inner.end(body);
    });
  };
}
