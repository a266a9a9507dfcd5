import type { Locator, Page } from 'playwright-core';

/** An element's box, and whether its content is wider than the box (clipped, cut off or spilling over). */
export interface BoxReport {
  readonly what: string;
  readonly x: number;
  readonly y: number;
  readonly right: number;
  readonly bottom: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/** Every element `selector` finds under `root`: its box and its widths. */
export function boxesOf(root: Locator, selector: string): Promise<BoxReport[]> {
  return root.evaluate(
    (el, sel) =>
      [...el.querySelectorAll(sel)].map((e) => {
        const r = e.getBoundingClientRect();
        return {
          what: `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim()}"`,
          x: r.x,
          y: r.y,
          right: r.right,
          bottom: r.bottom,
          scrollWidth: e.scrollWidth,
          clientWidth: e.clientWidth,
        };
      }),
    selector,
  );
}

/** The boxes whose content is wider than they are (text cut off or overflowing into a neighbour). */
export const clipped = (boxes: readonly BoxReport[]): string[] =>
  boxes
    .filter((b) => b.scrollWidth > b.clientWidth)
    .map((b) => `${b.what} ${b.scrollWidth}>${b.clientWidth}`);

/** Pairs of boxes that overlap by more than a pixel (sharing an edge is fine). */
export function overlaps(boxes: readonly BoxReport[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const w = Math.min(a.right, b.right) - Math.max(a.x, b.x);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) out.push(`${a.what} × ${b.what}`);
    }
  return out;
}

/**
 * The boxes of what each table cell shows (its text's own extent, not the cell's): in a row, no two overlap, and
 * each stays inside its cell. A cell's text can spill over its neighbour while the cells' own boxes never do.
 */
export function cellContentProblems(page: Page, tableSelector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll(sel))
      for (const row of table.querySelectorAll('tr')) {
        const cells = [...row.children].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          return { cell: (cell.textContent ?? '').trim(), text, box };
        });
        for (const c of cells)
          if (c.text.width > 0 && (c.text.left < c.box.left - 1 || c.text.right > c.box.right + 1))
            problems.push(`"${c.cell}" leaves its cell`);
        for (let i = 0; i < cells.length; i++)
          for (let j = i + 1; j < cells.length; j++) {
            const [a, b] = [cells[i]!.text, cells[j]!.text];
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > 1 && h > 1) problems.push(`"${cells[i]!.cell}" overlaps "${cells[j]!.cell}"`);
          }
      }
    return problems;
  }, tableSelector);
}
