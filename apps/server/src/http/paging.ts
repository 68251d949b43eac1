// Paged lists in the spec's shape ({ list, pageNo, pageSize, pages, total }; the shared paged-list schemas): the one
// place that turns pageNo/pageSize into a SQL window and a list of one page into the answer.
export type Paging = { pageNo: number; pageSize: number };

/** LIMIT and OFFSET of a page (pageNo counts from 1). */
export const windowOf = (p: Paging) => ({ limit: p.pageSize, offset: (p.pageNo - 1) * p.pageSize });

/** One page of `total` items as the API answers it. */
export const pageOf = <T>(list: T[], total: number, p: Paging) => ({
  list,
  pageNo: p.pageNo,
  pageSize: p.pageSize,
  pages: Math.ceil(total / p.pageSize),
  total,
});
