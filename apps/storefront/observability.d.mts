// Types of observability.mjs (server.mjs loads the plain module; its unit test imports it).
import type { NodeObservability } from '@shop/observability';

export function storefrontRoute(url: string | undefined): string;
export function storefrontObservability(
  env?: Record<string, string | undefined>,
): NodeObservability;
