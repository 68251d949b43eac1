// An accessory's battery: the percentage, with a warning at 20 % or less (icon and words, never colour alone);
// a dash until the accessory has reported it.
import { Space, Tooltip, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { batteryView } from '../accessoryView';

export function BatteryCell({ battery }: { battery: number | null | undefined }) {
  const { t } = useTranslation();
  const v = batteryView(battery);
  if (v.percent === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = t('keyfobs.battery.percent', { percent: v.percent });
  return v.low ? (
    <Tooltip title={t('keyfobs.battery.lowHelp')}>
      <Space size={4} data-testid="accessory-battery" data-low="true">
        <WarningOutlined style={{ color: 'var(--ant-color-warning, #d48806)' }} aria-hidden="true" />
        <Typography.Text type="warning">{t('keyfobs.battery.low', { percent: v.percent })}</Typography.Text>
      </Space>
    </Tooltip>
  ) : (
    <span data-testid="accessory-battery">{text}</span>
  );
}
