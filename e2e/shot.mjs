import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:4100';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const [w,h,tag] of [[1440,900,'d'],[390,844,'m']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR', isMobile: tag==='m', hasTouch: tag==='m', deviceScaleFactor: 1 });
  await ctx.addCookies([{ name: 'shop_consent', value: 'a0m0', domain: 'localhost', path: '/' }]);
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `/tmp/shots/${name}-${tag}.png`, fullPage: process.env.FULL === '1' });
  }
  await ctx.close();
}
await browser.close();
