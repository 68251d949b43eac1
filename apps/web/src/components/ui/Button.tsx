// A plain button for the public pages and the console home (antd stays out of their budgets). Brand-coloured primary,
// default and link looks; a spinner and aria-busy while loading.
import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  look?: 'primary' | 'default' | 'link';
  block?: boolean;
  loading?: boolean;
  size?: 'small' | 'middle';
};

export function Button({
  look = 'default',
  block,
  loading,
  size = 'middle',
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: Props) {
  const cls = [
    'ui-btn',
    `ui-btn--${look}`,
    block ? 'ui-btn--block' : '',
    size === 'small' ? 'ui-btn--small' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
