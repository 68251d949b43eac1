import { describe, expect, it } from 'vitest';
import { pagerItems, showsPager } from './pagerItems';

describe('pagerItems', () => {
  it('shows every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
  it('keeps the first and last page and two either side of the current one', () => {
    expect(pagerItems(1, 500)).toEqual([1, 2, 3, 'gap', 500]);
    expect(pagerItems(250, 500)).toEqual([1, 'gap', 248, 249, 250, 251, 252, 'gap', 500]);
    expect(pagerItems(500, 500)).toEqual([1, 'gap', 498, 499, 500]);
  });
  it('shows a single left-out page instead of a gap', () => {
    expect(pagerItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
  });
  it('hides the pager while the whole list fits ten rows', () => {
    expect(showsPager(10)).toBe(false);
    expect(showsPager(11)).toBe(true);
  });
});
