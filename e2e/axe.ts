// WCAG 2.1 AA as axe checks it, for the specs that check a page or a part of it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe finds on the page (or in the parts `include` names), one line per rule: [] when nothing. */
export async function axeViolations(page: Page, { include = [] }: { include?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
    // WCAG 2.5.3 (a link's visible text is part of its name): axe counts it as experimental, so off unless asked.
    // (Before withTags: options() replaces what withTags sets.)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_21_AA);
  for (const selector of include) builder = builder.include(selector);
  // Without frames, one axe.run in the page. By default axe runs in each frame and then
  // combines the results in a blank page it opens and loads axe into: about two fifths of a
  // check's time (docs/architecture.md, "The test run"), for frames the product does not have.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations: found } = await builder.analyze();
  return found.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('; ')}`);
}
