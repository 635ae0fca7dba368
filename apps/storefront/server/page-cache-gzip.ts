// A cached page gzipped once, with a fresh nonce in every answer (page-cache.ts). The pieces
// between the nonces are deflated ahead, each ending on a full flush so none refers back past
// it; an answer joins them with its nonce written as a stored (uncompressed) block between
// each two. Only the checksum is computed per answer, in zlib's CRC-32, far cheaper than
// compressing the whole page again (half a megabyte for a listing) on every request.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

/** A gzip member's header: deflate, no name, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The pieces between the nonces, deflated; the last one closes the stream. */
export async function deflatePieces(parts: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    parts.map((part, index) =>
      deflate(part, {
        level: constants.Z_DEFAULT_COMPRESSION,
        finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      }),
    ),
  );
}

/** A non-final stored block: after a full flush the stream is at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer[] {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [head, bytes];
}

/**
 * The gzip answer of `parts` joined by `mark`, as buffers to write in order: `deflated` is
 * deflatePieces(parts), made once per page.
 */
export function gzipJoined(
  parts: readonly Buffer[],
  deflated: readonly Buffer[],
  mark: Buffer,
): Buffer[] {
  const block = storedBlock(mark);
  let checksum = 0;
  let size = 0;
  const pieces: Buffer[] = [GZIP_HEADER];
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(...block);
      checksum = crc32(mark, checksum);
      size += mark.length;
    }
    pieces.push(deflated[index]!);
    // Node 20's crc32 answers 0 for some empty buffers, whatever the running value.
    if (part.length > 0) checksum = crc32(part, checksum);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(trailer);
  return pieces;
}
