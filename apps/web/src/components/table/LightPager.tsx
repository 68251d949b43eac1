// The pager of a light table (#26): range, previous, page buttons, next and the page size — the same choices as
// antd's (listPagination), in the console's language, without antd.
import { useTranslation } from 'react-i18next';
import type { ListPage } from './listPagination';
import { PAGE_SIZES, pagerItems, showsPager } from './pagerItems';

type Props = { page: ListPage; total: number; onPage: (pageNo: number, pageSize: number) => void };

export function LightPager({ page, total, onPage }: Props) {
  const { t } = useTranslation();
  if (!showsPager(total)) return null;
  const pages = Math.max(1, Math.ceil(total / page.pageSize));
  const from = (page.pageNo - 1) * page.pageSize + 1;
  const to = Math.min(total, page.pageNo * page.pageSize);
  return (
    <div className="light-pager">
      <span className="light-pager__range">{t('common.list.range', { from, to, total })}</span>
      <button
        type="button"
        className="light-pager__step"
        aria-label={t('common.list.previous')}
        disabled={page.pageNo <= 1}
        onClick={() => onPage(page.pageNo - 1, page.pageSize)}
      >
        ‹
      </button>
      {pagerItems(page.pageNo, pages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="light-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="light-pager__page"
            aria-label={t('common.list.page', { page: item })}
            aria-current={item === page.pageNo ? 'page' : undefined}
            onClick={() => onPage(item, page.pageSize)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="light-pager__step"
        aria-label={t('common.list.next')}
        disabled={page.pageNo >= pages}
        onClick={() => onPage(page.pageNo + 1, page.pageSize)}
      >
        ›
      </button>
      <select
        className="light-pager__size"
        aria-label={t('common.list.pageSize')}
        value={page.pageSize}
        onChange={(e) => {
          const size = Number(e.target.value);
          // The first row shown stays on the new page.
          onPage(Math.floor((from - 1) / size) + 1, size);
        }}
      >
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {t('common.list.pageSizeOption', { count: s })}
          </option>
        ))}
      </select>
    </div>
  );
}
