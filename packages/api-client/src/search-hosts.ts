/** The `hosts` option of the algoliasearch client for one base URL such as http://127.0.0.1:3004. */
export interface SearchHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/**
 * Points the official algoliasearch client at the local search service. Returns undefined for
 * hosted Algolia, so the client keeps its own hosts and switching is configuration only.
 */
export function searchHosts(baseUrl: string | undefined): SearchHost[] | undefined {
  if (!baseUrl) return undefined;
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return [
    {
      url: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      protocol,
      accept: 'readWrite',
    },
  ];
}

/**
 * Options for `algoliasearch(appId, key, options)`. The client spreads options over its
 * defaults, so an explicit `hosts: undefined` would erase the hosted ones: leave it out.
 */
export function searchClientOptions(baseUrl: string | undefined): { hosts?: SearchHost[] } {
  const hosts = searchHosts(baseUrl);
  return hosts ? { hosts } : {};
}
