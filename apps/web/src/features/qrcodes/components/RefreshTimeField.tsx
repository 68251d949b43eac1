// The refresh interval of a QR code: minutes between two codes on the holder's page, 1 … 1,440 (a day).
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { value: number | null; onChange: (v: number | null) => void; problem?: string; id: string };

export function RefreshTimeField({ value, onChange, problem, id }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('qrcodes.form.refreshTime')}
      htmlFor={id}
      extra={t('qrcodes.form.refreshHelp')}
      validateStatus={problem ? 'error' : undefined}
      help={problem ? <span role="alert">{problem}</span> : undefined}
    >
      <InputNumber
        id={id}
        min={1}
        max={1440}
        precision={0}
        value={value}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        addonAfter={t('qrcodes.form.minutes')}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}
