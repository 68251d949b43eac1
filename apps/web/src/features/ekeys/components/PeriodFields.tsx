// The validity fields of the ekey forms: permanent / limited / once / cycle (week days Sun–Sat and a daily
// window), times typed in the lock's local time. Controlled; problems (i18n keys) show under their field.
import { Checkbox, Form, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VALIDITY_TYPE, type ValidityType } from '@lockconsole/shared/ekey/ekey';
import { dayKey } from '../ekeyLabels';
import { CYCLE_DAYS, type PeriodField, type PeriodForm, type Problems } from '../periodForm';

type Props = {
  value: PeriodForm;
  onChange: (p: PeriodForm) => void;
  /** Translated problem texts by field. */
  problems: Problems<PeriodField>;
  /** Which clock the times are in ("Lock time (UTC+01:00)"). */
  timeNote: string;
  idPrefix?: string;
};

const TYPES: [ValidityType, string][] = [
  [VALIDITY_TYPE.permanent, 'permanent'],
  [VALIDITY_TYPE.limited, 'limited'],
  [VALIDITY_TYPE.once, 'once'],
  [VALIDITY_TYPE.cycle, 'cycle'],
];

export function PeriodFields({ value, onChange, problems, timeNote, idPrefix = 'ekey' }: Props) {
  const { t } = useTranslation();
  const v = value.validityType;
  const set = (patch: Partial<PeriodForm>) => onChange({ ...value, ...patch });
  const status = (f: PeriodField) => (problems[f] ? ('error' as const) : undefined);
  const help = (f: PeriodField) => (problems[f] ? <span role="alert">{problems[f]}</span> : undefined);
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <>
      <Form.Item label={t('ekeys.form.validity')} required>
        <Radio.Group
          aria-label={t('ekeys.form.validity')}
          optionType="button"
          value={v}
          onChange={(e) => set({ validityType: e.target.value as ValidityType })}
          options={TYPES.map(([value, name]) => ({ value, label: t(`ekeys.form.type.${name}`) }))}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          {t(`ekeys.form.typeHelp.${TYPES.find(([x]) => x === v)![1]}`)}
        </Typography.Paragraph>
      </Form.Item>
      {v !== VALIDITY_TYPE.permanent && (
        <Space wrap align="start" size="large">
          <Form.Item
            label={t(v === VALIDITY_TYPE.cycle ? 'ekeys.form.firstDay' : 'ekeys.form.start')}
            htmlFor={id('start')}
            validateStatus={status('start')}
            help={help('start')}
            extra={timeNote}
          >
            <Input
              id={id('start')}
              type="datetime-local"
              value={value.start}
              onChange={(e) => set({ start: e.target.value })}
              style={{ width: 230 }}
            />
          </Form.Item>
          {(v === VALIDITY_TYPE.limited || v === VALIDITY_TYPE.cycle) && (
            <Form.Item
              label={t(v === VALIDITY_TYPE.cycle ? 'ekeys.form.lastDay' : 'ekeys.form.end')}
              htmlFor={id('end')}
              validateStatus={status('end')}
              help={help('end')}
            >
              <Input
                id={id('end')}
                type="datetime-local"
                value={value.end}
                onChange={(e) => set({ end: e.target.value })}
                style={{ width: 230 }}
              />
            </Form.Item>
          )}
        </Space>
      )}
      {v === VALIDITY_TYPE.cycle && (
        <>
          <Form.Item
            label={<span id={id('days-label')}>{t('ekeys.form.cycleDays')}</span>}
            validateStatus={status('cycleDays')}
            help={help('cycleDays')}
          >
            <Checkbox.Group
              aria-labelledby={id('days-label')}
              value={value.cycleDays}
              onChange={(d) => set({ cycleDays: [...(d as number[])].sort((a, b) => a - b) })}
              options={CYCLE_DAYS.map((d) => ({ value: d, label: t(dayKey(d)) }))}
            />
          </Form.Item>
          <Form.Item
            label={t('ekeys.form.window')}
            validateStatus={status('cycleWindow')}
            help={help('cycleWindow')}
            extra={t('ekeys.form.windowHelp')}
          >
            <Space wrap>
              <Input
                type="time"
                aria-label={t('ekeys.form.windowFrom')}
                value={value.cycleStart}
                onChange={(e) => set({ cycleStart: e.target.value })}
                style={{ width: 130 }}
              />
              <span aria-hidden="true">–</span>
              <Input
                type="time"
                aria-label={t('ekeys.form.windowTo')}
                value={value.cycleEnd}
                onChange={(e) => set({ cycleEnd: e.target.value })}
                style={{ width: 130 }}
              />
            </Space>
          </Form.Item>
        </>
      )}
    </>
  );
}
