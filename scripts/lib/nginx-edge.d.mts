// Types of nginx-edge.mjs for the TypeScript that uses it (apps/gateway/test/edge).
import type { ChildProcess } from 'node:child_process';

export type EdgeApp = 'api' | 'checkout' | 'storefront';

export const NGINX: string;
export function hasBrotli(): boolean;
export function writeEdgeFolder(options: {
  name: string;
  port: number;
  servers: Partial<Record<EdgeApp, string[]>>;
  internal?: { api: number; storefront: number };
  brotli?: boolean;
}): string;
export function startEdge(dir: string): ChildProcess;
