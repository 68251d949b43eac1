// Which page buttons a pager shows: the first and last page, two either side of the current one, and a gap where
// pages are left out (a gap standing for one page shows that page instead).
export type PagerItem = number | 'gap';

export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 0) return [];
  const wanted = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PagerItem[] = [];
  sorted.forEach((p, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && p - before === 2) out.push(p - 1);
    else if (before !== undefined && p - before > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

/** The page sizes every console list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Whether a list shows its pager (listPagination's rule: none while everything fits the smallest page). */
export const showsPager = (total: number) => total > PAGE_SIZES[0];
