// The cycle part of the issue form: which days (weekend, daily, weekdays, one day of the week), the daily window
// in whole lock-local hours [from, to), and how many months it lasts (0 = until a clear code voids it).
import { Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CYCLE_KINDS, type FormField, type IssueValues } from '../issueForm';
import { cycleKindKey } from '../passcodeView';

type Props = {
  values: IssueValues;
  errors: Partial<Record<FormField | 'form', string>>;
  onChange: (patch: Partial<IssueValues>) => void;
};

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function CycleFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation();
  const item = (field: FormField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  return (
    <>
      <Form.Item label={t('passcodes.form.cycleKind')} htmlFor="issue-cycle-kind" {...item('cycleKind')}>
        <Select
          id="issue-cycle-kind"
          style={{ width: 260 }}
          value={values.cycleKind}
          onChange={(k: number) => onChange({ cycleKind: k })}
          options={CYCLE_KINDS.map((k) => ({ value: k.value, label: t(cycleKindKey(k.value)) }))}
        />
      </Form.Item>
      <Form.Item label={t('passcodes.form.window')} extra={t('passcodes.form.windowHelp')} {...item('cycleEndHour')}>
        <Space>
          <Select
            aria-label={t('passcodes.form.windowFrom')}
            style={{ width: 110 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={values.cycleStartHour}
            onChange={(h: number) => onChange({ cycleStartHour: h })}
            options={Array.from({ length: 24 }, (_, h) => ({ value: h, label: hourLabel(h) }))}
          />
          <span aria-hidden>–</span>
          <Select
            aria-label={t('passcodes.form.windowTo')}
            style={{ width: 110 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={values.cycleEndHour}
            onChange={(h: number) => onChange({ cycleEndHour: h })}
            options={Array.from({ length: 24 }, (_, i) => ({ value: i + 1, label: hourLabel(i + 1) }))}
          />
        </Space>
      </Form.Item>
      <Form.Item label={t('passcodes.form.cycleMonths')} htmlFor="issue-cycle-months" {...item('cycleMonths')}>
        <Select
          id="issue-cycle-months"
          style={{ width: 260 }}
          value={values.cycleMonths}
          onChange={(m: number) => onChange({ cycleMonths: m })}
          options={Array.from({ length: 37 }, (_, m) => ({
            value: m,
            label: m === 0 ? t('passcodes.form.untilCleared') : t('passcodes.form.months', { count: m }),
          }))}
        />
      </Form.Item>
    </>
  );
}
