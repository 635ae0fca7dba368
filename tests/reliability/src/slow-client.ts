import { connect } from 'node:net';

export interface SlowAnswer {
  /** Status of the answer, or 0 when the socket was closed without one. */
  status: number;
  /** Until the server closed the socket (or `waitMs`, when it kept it). */
  elapsedMs: number;
}

/**
 * Sends `head` (and nothing more) on a raw socket, as a client that stops mid-request would,
 * and waits until the server closes the socket: what it answered, and when it let go.
 */
export function slowClient(port: number, head: string, waitMs = 30_000): Promise<SlowAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      socket.destroy();
      resolve({ status, elapsedMs: Date.now() - started });
    };
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.setTimeout(waitMs, finish);
  });
}

export const slowBody = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":"1234`;

export const slowHeaders = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `;
