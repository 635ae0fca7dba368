// Append-only typed arrays for the big temporary lists of a build (millions of entries at
// 200,000 records): as JS arrays they would be traced by every collection of the heap.
type Typed = Uint8Array | Uint32Array | Float64Array;

export class Growable<T extends Typed> {
  private data: T;
  length = 0;

  constructor(private readonly make: (size: number) => T) {
    this.data = make(1024);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed so far (a view: valid until the next push). */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

export const growableU32 = () => new Growable((n) => new Uint32Array(n));
export const growableU8 = () => new Growable((n) => new Uint8Array(n));
export const growableF64 = () => new Growable((n) => new Float64Array(n));
