// Types of cluster.mjs for the TypeScript that uses it (apps/gateway/test/cluster).
import type { ChildProcess } from 'node:child_process';

export type ClusterService =
  'search' | 'api1' | 'api2' | 'storefront1' | 'storefront2' | 'checkout';

export interface ClusterPorts {
  edge: number;
  storefront1: number;
  storefront2: number;
  api1: number;
  api2: number;
  checkout: number;
  search: number;
  internalApi: number;
  internalStorefront: number;
}

export interface Cluster {
  ports: ClusterPorts;
  env: Record<string, string>;
  databaseUrl: string;
  /** .data/cluster-<base>: the secrets, search snapshots. */
  dataDir: string;
  edgeUrl: string;
  nginx?: ChildProcess;
  lines(name: ClusterService): string[];
  start(name: ClusterService): Promise<void>;
  stop(name: ClusterService, signal?: NodeJS.Signals): Promise<void>;
  stopAll(): Promise<void>;
}

export function clusterPorts(base: number): ClusterPorts;
export function startCluster(options?: {
  base?: number;
  database?: string;
  fresh?: boolean;
  echo?: boolean;
  seedProducts?: number;
  redisUrl?: string;
}): Promise<Cluster>;
export function dropClusterDatabase(name: string): void;
