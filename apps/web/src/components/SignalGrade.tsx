// Signal grade as bars plus its name (and the RSSI when known), so it never relies on colour alone.
import { useTranslation } from 'react-i18next';
import { signalView } from '../lib/devices/signal';

const COLORS = { none: '#bfbfbf', poor: '#fa541c', fair: '#faad14', good: '#52c41a' } as const;

export function SignalGrade({ signal, rssi }: { signal: number | null | undefined; rssi?: number | null }) {
  const { t } = useTranslation();
  const v = signalView(signal);
  const label = t(v.key);
  const text =
    rssi !== null && rssi !== undefined && v.bars > 0 ? t('status.signal.withRssi', { grade: label, rssi }) : label;
  return (
    // A plain element with the browser's own tooltip: lists show one per row (an antd Tooltip and Space each were
    // ~40 components to render on a 20-row lock list).
    <span className="signal-grade" data-signal={signal ?? 0} title={t('status.signal.label')}>
      <span aria-hidden="true" className="signal-grade__bars">
        {[1, 2, 3].map((i) => (
          <span
            key={i}
            className="signal-grade__bar"
            style={{ height: 4 + i * 3, background: i <= v.bars ? COLORS[v.tone] : '#e5e5e5' }}
          />
        ))}
      </span>
      <span>{text}</span>
    </span>
  );
}
