// A coloured status tag whose text keeps a 4.5:1 contrast (antd's preset tag texts are lighter: green 3.4:1).
import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'blue' | 'green' | 'red' | 'orange' | 'default';

const TEXT: Record<Tone, string | undefined> = {
  blue: '#003eb3',
  green: '#135200',
  red: '#a8071a',
  orange: '#873800',
  default: undefined,
};

export function ToneTag({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <Tag color={tone === 'default' ? undefined : tone} style={{ color: TEXT[tone] }} data-testid={testId}>
      {children}
    </Tag>
  );
}
