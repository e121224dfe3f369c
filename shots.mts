import { chromium } from 'playwright-core';
import { chromiumArgs } from './e2e/chromium.ts';
const base = 'http://localhost:3998';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
for (const [w, scheme] of [[360, 'dark'], [1280, 'light']] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, colorScheme: scheme });
  const page = await ctx.newPage();
  await page.goto(base + '/login'); await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill('demo@inkwell.example');
  await page.locator('input[type=password]').fill('inkwell-demo-2026');
  await page.getByRole('button', { name: /sign in|log in/i }).first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
  await page.goto(base + '/history?type=resume'); await page.waitForLoadState('networkidle');
  const link = page.locator('a[href*="/resume-builder?document="]').first();
  await link.click();
  await page.waitForURL(/resume-builder/); await page.waitForLoadState('networkidle');
  const matchButton = page.getByRole('button', { name: 'Match a job ad' });
  await matchButton.waitFor();
  if ((await matchButton.getAttribute('aria-expanded')) !== 'true') await matchButton.click();
  const ad = page.getByRole('textbox', { name: 'Job advertisement', exact: true });
  await ad.fill('Data Analyst at Harbour Homes, Leeds (hybrid).\n\nEssential:\n- Strong SQL and Python (pandas)\n- A BI tool such as Power BI or Tableau\n- Degree in a numerate subject\n\nDesirable:\n- Experience with Azure Data Factory\n- Fluent Welsh\n\nPlease send a cover letter.');
  await page.getByText(/requirements met/).waitFor({ timeout: 15000 });
  await page.waitForTimeout(800);
  await ad.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/match-${w}-${scheme}.png`, fullPage: false });
  const panel = page.locator('section,div').filter({ has: page.getByText(/requirements met/) }).filter({ has: page.getByRole('heading', { name: 'In your resume' }) }).last();
  await panel.screenshot({ path: `/tmp/shots/match2-${w}-${scheme}.png` });
  // A project that ends before it starts: the message on its end date.
  await page.getByRole('tab', { name: 'Arrange' }).click();
  const addProjects = page.getByRole('button', { name: 'Add Projects', exact: true });
  if (await addProjects.count()) await addProjects.click(); else await page.getByRole('tab', { name: 'Projects' }).click();
  const projects = page.getByRole('tabpanel', { name: 'Projects', exact: true });
  await projects.waitFor();
  await projects.screenshot({ path: `/tmp/shots/projects-${w}-${scheme}.png` });
  await ctx.close();
}
await browser.close();
