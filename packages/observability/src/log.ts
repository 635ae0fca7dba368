// One JSON object a line, the same fields in every service: `level` (a word), `time` (ISO),
// `service`, `requestId`, `msg`. Fastify services log through pino with `fastifyLogger`; the
// plain Node servers (storefront, checkout) through `jsonLogger`.

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Personal data never reaches the logs: an e-mail anywhere in a text becomes `[email]`. */
export const redactEmails = (text: string) => text.replace(EMAIL, '[email]');

/** Headers that carry credentials: pino writes `[redacted]` in their place. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

const isoTime = () => `,"time":"${new Date().toISOString()}"`;

/** pino's options for a Fastify service: the shared line format and the redactions. */
export function fastifyLogger(service: string, level: LogLevel, redact: string[] = []) {
  return {
    level,
    base: { service },
    timestamp: isoTime,
    redact: { paths: [...REDACTED_PATHS, ...redact], censor: '[redacted]' },
    formatters: {
      level: (label: string) => ({ level: label }),
      log: (fields: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [
            key,
            typeof value === 'string' ? redactEmails(value) : value,
          ]),
        ),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactEmails(arg) : arg)),
        );
      },
    },
  };
}

export interface JsonLogger {
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  error(fields: Record<string, unknown>, msg: string): void;
}

/** The same lines as pino's, for the servers that have no pino (e-mails redacted). */
export function jsonLogger(
  service: string,
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line),
): JsonLogger {
  const threshold = LOG_LEVELS.indexOf(level);
  const line = (name: LogLevel) => (fields: Record<string, unknown>, msg: string) => {
    if (LOG_LEVELS.indexOf(name) < threshold) return;
    const entry = { level: name, time: new Date().toISOString(), service, ...fields, msg };
    write(`${redactEmails(JSON.stringify(entry))}\n`);
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}
