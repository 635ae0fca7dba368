import type { Page } from '@playwright/test';

/**
 * What the page's Content-Security-Policy refused, as the browser records it (DevTools'
 * issues). A refusal a script catches, such as an eval probe, never reaches the console.
 */
export async function recordPolicyIssues(page: Page): Promise<string[]> {
  const refused: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue')
      refused.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await cdp.send('Audits.enable');
  return refused;
}
