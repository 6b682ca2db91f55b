import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Serious and critical axe-core findings inside `selector`. Journeys scope it to their own content
 * (`main`, the hall, an open dialog): the header and footer are checked by their own journeys.
 */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') forbids an inline tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (sel) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time, without types here.
    const result = await (window as any).axe.run(sel, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  }, selector);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
