// A server-paged table without antd (#26): the console home's lock list renders its first rows without antd's table,
// its CSS-in-JS and its measure row — on a phone's CPU antd's Table was most of the page's main-thread work. Fixed
// column widths (no shift when rows arrive), optional row selection with a labelled checkbox per row and a select-all
// for the page, and the pager every console list has (listPagination's rules: none while everything fits 10 rows).
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';
import { LightPager } from './LightPager';
import type { ListPage } from './listPagination';

export type LightColumn<T> = { key: string; title: ReactNode; width?: number; render: (row: T) => ReactNode };

type Selection<T> = {
  selected: number[];
  onChange: (ids: number[]) => void;
  /** The row's checkbox label and whether it may be chosen. */
  labelOf: (row: T) => string;
  disabled?: (row: T) => boolean;
};

type Props<T> = {
  rows: T[];
  rowKey: (row: T) => number;
  columns: LightColumn<T>[];
  loading: boolean;
  empty: ReactNode;
  /** Narrower screens scroll the table sideways instead of squeezing it under this width. */
  minWidth: number;
  selection?: Selection<T>;
  page: ListPage;
  total: number;
  onPage: (pageNo: number, pageSize: number) => void;
  testId?: string;
};

export function LightTable<T>(p: Props<T>) {
  const { t } = useTranslation();
  // A new page of rows renders from a deferred copy (#26.5): 100 rows at once were one 125 ms task on a desktop CPU
  // (a phone's is four times slower); deferred, React renders them in slices between which the browser paints and
  // takes input, while the header, the pager and the rows shown so far stay live. The selection follows the rows shown.
  const rows = useDeferredValue(p.rows);
  // The pager comes and goes with the rows it pages (else it would appear, then move down under them).
  const total = useDeferredValue(p.total);
  const sel = p.selection;
  const choosable = sel ? rows.filter((r) => !sel.disabled?.(r)).map(p.rowKey) : [];
  const chosenHere = choosable.filter((id) => sel?.selected.includes(id));
  const all = choosable.length > 0 && chosenHere.length === choosable.length;
  const some = chosenHere.length > 0 && !all;
  // A selection is of the rows on this page (as antd's): rows of another page drop out with the next change.
  const toggleAll = () => sel?.onChange(all ? [] : choosable);
  const span = p.columns.length + (sel ? 1 : 0);
  const waiting = p.loading && rows.length === 0;

  return (
    <div className="light-table" data-testid={p.testId}>
      <div className="light-table__scroll">
        <table style={{ minWidth: p.minWidth }} aria-busy={p.loading || rows !== p.rows || undefined}>
          <colgroup>
            {sel && <col style={{ width: 48 }} />}
            {p.columns.map((c) => (
              <col key={c.key} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {sel && (
                <th scope="col" className="light-table__check">
                  <input
                    type="checkbox"
                    aria-label={t('common.list.selectAll')}
                    checked={all}
                    ref={(el) => {
                      if (el) el.indeterminate = some;
                    }}
                    disabled={choosable.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {p.columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {waiting ? (
              <tr className="light-table__placeholder">
                <td colSpan={span}>
                  <Spinner />
                  <span className="visually-hidden">{t('common.loading')}</span>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr className="light-table__placeholder">
                <td colSpan={span}>{p.empty}</td>
              </tr>
            ) : (
              <Rows rows={rows} rowKey={p.rowKey} columns={p.columns} selection={sel} />
            )}
          </tbody>
        </table>
      </div>
      <LightPager page={p.page} total={total} onPage={p.onPage} />
    </div>
  );
}

type RowsProps<T> = Pick<Props<T>, 'rows' | 'rowKey' | 'columns' | 'selection'>;

/**
 * The rows, rendered again only when one of these changes (memo): the caller keeps `columns`, `rowKey` and
 * `selection` stable between renders (useMemo), so the page's other updates never render a hundred rows again.
 */
const Rows = memo(function Rows<T>({ rows, rowKey, columns, selection: sel }: RowsProps<T>) {
  const toggle = (id: number) => {
    if (!sel) return;
    const here = new Set(rows.filter((r) => !sel.disabled?.(r)).map(rowKey));
    const chosen = sel.selected.filter((x) => here.has(x));
    sel.onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  };
  return rows.map((row) => {
    const id = rowKey(row);
    const chosen = !!sel?.selected.includes(id);
    return (
      <tr key={id} className={chosen ? 'light-table__row--selected' : undefined}>
        {sel && (
          <td className="light-table__check">
            <input
              type="checkbox"
              aria-label={sel.labelOf(row)}
              checked={chosen}
              disabled={sel.disabled?.(row)}
              onChange={() => toggle(id)}
            />
          </td>
        )}
        {columns.map((c) => (
          <td key={c.key}>{c.render(row)}</td>
        ))}
      </tr>
    );
  });
}) as <T>(p: RowsProps<T>) => ReactNode;
