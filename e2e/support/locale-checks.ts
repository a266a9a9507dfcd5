import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server';

/** A locale's web catalogue (apps/web/messages/<locale>.json), for the words a page must show. */
export function catalogueOf(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/messages', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** The texts of a catalogue's keys that start with `prefix`. */
export const wordsOf = (catalogue: Record<string, string>, prefix: string): string[] =>
  Object.entries(catalogue)
    .filter(([k]) => k.startsWith(prefix))
    .map(([, v]) => v);

/**
 * What a player may see in Latin digits on a page in a locale with digits of its own (SPEC.md LC8): codes
 * (`data-code`: a bet's id, a share code) and nothing else a page writes; names from the feed are left out by
 * the caller's `exclude` (teams, leagues and markets stay as the feed wrote them, LC9).
 */
export const CODES = '[data-code], code, script, style, noscript, template';

/**
 * The visible texts with a Latin digit under each element `roots` finds, except under `exclude` (and codes):
 * "where: text" for each, the nearest test id or class as the where.
 */
export function latinDigitTexts(page: Page, roots: string, exclude = ''): Promise<string[]> {
  return page.evaluate(
    ([rootSel, skipSel]) => {
      const out: string[] = [];
      const seen = new Set<Node>();
      for (const root of document.querySelectorAll(rootSel)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (seen.has(node)) continue;
          seen.add(node);
          const text = node.textContent ?? '';
          const el = node.parentElement;
          if (!el || !/[0-9]/.test(text)) continue;
          if (el.closest(skipSel)) continue;
          if (!el.checkVisibility({ visibilityProperty: true })) continue;
          const where =
            el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.className ?? el.tagName;
          out.push(`${where}: ${text.trim()}`);
        }
      }
      return out;
    },
    [roots, exclude ? `${exclude}, ${CODES}` : CODES] as const,
  );
}
