// A small coloured label (a lock's state, a door's state) without antd: the console home renders its rows without
// antd's runtime styles (#26). Colours are AA on their tint.
import type { HTMLAttributes, ReactNode } from 'react';

export type TagTone = 'default' | 'blue' | 'orange' | 'green' | 'red' | 'purple';

type Props = HTMLAttributes<HTMLSpanElement> & { tone?: TagTone; icon?: ReactNode };

export function Tag({ tone = 'default', icon, className, children, ...rest }: Props) {
  return (
    <span className={`ui-tag ui-tag--${tone} ${className ?? ''}`} {...rest}>
      {icon}
      {children}
    </span>
  );
}
