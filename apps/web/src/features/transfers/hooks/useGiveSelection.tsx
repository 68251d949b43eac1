// Row selection of a lock's fingerprint or card list for "Give to a person" (issue 19, transfer types 5 and 6): only
// for the lock's owner; rows that cannot be given (a fingerprint without a desk reader's data) are not selectable,
// their checkbox saying why (tooltip and accessible name). The chosen rows are kept across pages and searches.
import { Tooltip } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useState } from 'react';

/** One fingerprint or card as the offer shows it. */
export type GiveItem = { id: number; name: string; number: string };

type Options<R> = {
  /** The lock's owner: only they give. */
  enabled: boolean;
  itemOf: (row: R) => GiveItem;
  /** Accessible name of a row's checkbox (its name or number). */
  labelOf: (row: R) => string;
  /** Why a row cannot be given, or null when it can. */
  whyNot?: (row: R) => string | null;
};

export function useGiveSelection<R>({ enabled, itemOf, labelOf, whyNot }: Options<R>) {
  const [items, setItems] = useState<GiveItem[]>([]);
  const rowSelection: TableRowSelection<R> | undefined = enabled
    ? {
        selectedRowKeys: items.map((i) => i.id),
        preserveSelectedRowKeys: true,
        onChange: (keys, rows) => {
          const known = new Map(items.map((i) => [i.id, i]));
          for (const r of rows) if (r) known.set(itemOf(r).id, itemOf(r));
          setItems(keys.map((k) => known.get(Number(k))).filter((i): i is GiveItem => !!i));
        },
        getCheckboxProps: (r) => {
          const why = whyNot?.(r) ?? null;
          return { disabled: why !== null, 'aria-label': why ? `${labelOf(r)}: ${why}` : labelOf(r) };
        },
        renderCell: (_checked, r, _i, node) => {
          const why = whyNot?.(r) ?? null;
          return why ? (
            <Tooltip title={why}>
              <span data-testid="give-not-selectable">{node}</span>
            </Tooltip>
          ) : (
            node
          );
        },
      }
    : undefined;
  return { items, clear: () => setItems([]), rowSelection };
}
