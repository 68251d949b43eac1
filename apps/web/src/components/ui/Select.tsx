// A native select with typed values (numbers or strings) for the pages that render without antd (#26). The browser's
// own list: keyboard, type-to-find and screen readers work as everywhere. `placeholder` adds an empty first choice
// (chosen when value is undefined; picking it gives undefined — "none").
import type { SelectHTMLAttributes } from 'react';

export type SelectOption<V extends string | number> = { value: V; label: string };

type Props<V extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'size'> & {
  value: V | undefined;
  options: readonly SelectOption<V>[];
  onChange: (value: V | undefined) => void;
  placeholder?: string;
  size?: 'small' | 'middle';
};

export function Select<V extends string | number>({
  value,
  options,
  onChange,
  placeholder,
  size = 'middle',
  className,
  ...rest
}: Props<V>) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <select
      className={`native-select${size === 'small' ? ' native-select--small' : ''} ${className ?? ''}`}
      value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : options[Number(e.target.value)]?.value)}
      {...rest}
    >
      {(placeholder !== undefined || index < 0) && <option value="">{placeholder ?? ''}</option>}
      {options.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
