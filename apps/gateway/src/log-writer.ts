/**
 * Log lines gathered for one write per turn of the event loop, not one per request: under load
 * the writes were a visible part of the gateway's time. `flush` writes what is left (on exit).
 */
export function batchedWriter(
  write: (text: string) => void = (text) => process.stdout.write(text),
) {
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const text = pending;
    pending = '';
    write(text);
  };
  return {
    flush,
    write(line: string) {
      if (pending === '') setImmediate(flush);
      pending += line;
    },
  };
}
