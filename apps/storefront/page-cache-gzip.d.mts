// Types of page-cache-gzip.mjs, for the tests.
export function deflatePieces(parts: Buffer[]): Promise<Buffer[]>;
export function gzipJoined(parts: Buffer[], deflated: Buffer[], mark: Buffer): Buffer[];
