// What the lock's scan heard: one choice per accessory with its id, battery, firmware and signal; those already
// paired with this lock are shown but cannot be chosen.
import { Radio, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScannedAccessoryItem } from '@lockconsole/shared/keyfob/keyfob';
import { signalGrade } from '@lockconsole/shared/devices/enums';
import { SignalGrade } from '../../../components/SignalGrade';
import { sortScanned } from '../accessoryView';
import { BatteryCell } from './BatteryCell';

type Props = {
  found: ScannedAccessoryItem[];
  picked: string | undefined;
  onPick: (number: string) => void;
  label: string;
};

export function ScannedList({ found, picked, onPick, label }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      aria-label={label}
      value={picked}
      onChange={(e) => onPick(e.target.value as string)}
      style={{ width: '100%' }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {sortScanned(found).map((a) => (
          // The test id on a wrapper: antd hands a Radio's unknown props to its hidden <input>.
          <div key={a.number} data-testid={`scanned-${a.number}`}>
            <Radio
              value={a.number}
              disabled={a.paired}
              style={{
                width: '100%',
                padding: 8,
                border: '1px solid var(--ant-color-border, #d9d9d9)',
                borderRadius: 6,
              }}
            >
              <Space wrap size={[16, 4]}>
                <Typography.Text code>{a.number}</Typography.Text>
                <span>
                  {t('keyfobs.columns.battery')}: <BatteryCell battery={a.battery} />
                </span>
                <span>{t('keyfobs.pair.firmware', { firmware: a.firmware })}</span>
                <SignalGrade signal={signalGrade(a.rssi)} rssi={a.rssi} />
                {a.paired && <Tag>{t('keyfobs.pair.alreadyPaired')}</Tag>}
              </Space>
            </Radio>
          </div>
        ))}
      </Space>
    </Radio.Group>
  );
}
