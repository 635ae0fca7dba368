// The flags the search service runs with, wherever it is started (scripts/lib/shop.mjs and
// cluster.mjs, bench/service.ts). Its index keeps about 800 MB at 200,000 products; left to
// itself V8 lets the garbage of a query burst grow past 2 GB before a full collection, as it
// sizes the heap from the machine's memory. SEARCH_HEAP_MB caps it (1,536 MB by default).
export function searchNodeArgs(env = process.env) {
  return [`--max-old-space-size=${Number(env.SEARCH_HEAP_MB) || 1536}`];
}
