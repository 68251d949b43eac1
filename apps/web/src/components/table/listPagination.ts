// The paging every console list uses: server-side pages, a page-size changer, and no pager at all while the
// whole list fits the smallest page (10). A nested list without a size changer hides its pager on a single page.
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES, showsPager } from './pagerItems';

export type ListPage = { pageNo: number; pageSize: number };

export function listPagination(
  page: ListPage,
  total: number,
  onPage: (pageNo: number, pageSize: number) => void,
  o: { sizeChanger?: boolean } = {},
): TablePaginationConfig {
  const sizeChanger = o.sizeChanger ?? true;
  return {
    current: page.pageNo,
    pageSize: page.pageSize,
    total,
    showSizeChanger: sizeChanger,
    pageSizeOptions: [...PAGE_SIZES],
    hideOnSinglePage: sizeChanger ? !showsPager(total) : true,
    onChange: onPage,
  };
}
