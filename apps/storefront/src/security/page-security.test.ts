import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_PATH_LENGTH } from '@shop/domain/request-target';
import { withPageSecurity } from './page-security';

const request = (path: string) => new NextRequest(`http://localhost:3000${path}`);
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('withPageSecurity (issue 19, finding 7)', () => {
  it('renders the page with a fresh nonce and answers with the policy that allows it', async () => {
    const seen: (string | null)[] = [];
    const route = vi.fn(async (incoming: NextRequest) => {
      seen.push(incoming.headers.get('content-security-policy'));
      return NextResponse.next();
    });
    const first = await withPageSecurity(request('/'), route);
    const second = await withPageSecurity(request('/'), route);
    const policy = first.headers.get('content-security-policy');
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Next reads the nonce of its scripts from the request it renders.
    expect(seen[0]).toBe(policy);
    expect(nonceOf(policy)).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('answers 414 to a path longer than any page, without routing it', async () => {
    const route = vi.fn(async () => NextResponse.next());
    const answer = await withPageSecurity(
      request(`/de/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}`),
      route,
    );
    expect(answer.status).toBe(414);
    expect(await answer.text()).toContain('<h1>Adresse zu lang</h1>');
    expect(route).not.toHaveBeenCalled();
  });
});
