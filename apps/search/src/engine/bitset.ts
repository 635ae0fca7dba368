// Sets of document numbers as packed bits: a filter over 200,000 records is 25 KB, and AND/OR
// of two filters is a loop over 6,250 words.

export type Bitset = Uint32Array;

export const emptySet = (size: number): Bitset => new Uint32Array((size + 31) >>> 5);

export const add = (bits: Bitset, doc: number): void => {
  bits[doc >>> 5]! |= 1 << (doc & 31);
};

export const has = (bits: Bitset, doc: number): boolean =>
  (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

/** target |= complement of other, within [0, size). */
export function orNotInto(target: Bitset, other: Bitset, size: number): void {
  for (let i = 0; i < target.length; i++) target[i]! |= ~other[i]!;
  const rest = size & 31;
  if (rest !== 0) target[target.length - 1]! &= (1 << rest) - 1;
}

export function count(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** The members in increasing order, written into `out` (which must be large enough). */
export function members(bits: Bitset, out: Uint32Array): Uint32Array {
  return collect(bits, out, false, 0);
}

/** The records in [0, size) that are not members, ascending. */
export function nonMembers(bits: Bitset, size: number, out: Uint32Array): Uint32Array {
  return collect(bits, out, true, size);
}

/** The set bits of each word (or of its complement below `size`), lowest first. */
function collect(bits: Bitset, out: Uint32Array, complement: boolean, size: number) {
  let n = 0;
  const tail = size & 31;
  for (let i = 0; i < bits.length; i++) {
    let word = complement ? ~bits[i]! : bits[i]!;
    if (complement && tail !== 0 && i === bits.length - 1) word &= (1 << tail) - 1;
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = (i << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return out.subarray(0, n);
}
