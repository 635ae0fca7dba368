// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
    onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    /** Requests per second across all connections (open loop); as fast as possible when absent. */
    overallRate?: number;
    requests: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance {
    on(
      event: 'response',
      fn: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  }
  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
