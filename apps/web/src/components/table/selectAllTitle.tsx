// The select-all checkbox of a table with row selection, kept out of the table's hidden measure row: antd copies
// every column title into an aria-hidden row to measure widths, and a focusable checkbox there is one a screen
// reader cannot see but the keyboard reaches (axe aria-hidden-focus). Use as `rowSelection.columnTitle`.
import { useContext, type ReactNode } from 'react';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';

function SelectAll({ checkbox }: { checkbox: ReactNode }) {
  const measuring = useContext(TableMeasureRowContext);
  return measuring ? <span style={{ display: 'inline-block', width: 16 }} /> : checkbox;
}

export const selectAllTitle = (checkbox: ReactNode) => <SelectAll checkbox={checkbox} />;
