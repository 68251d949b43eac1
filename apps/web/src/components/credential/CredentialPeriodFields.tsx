// The validity fields of the credential forms (cards, key fobs, QR codes): permanent / limited (start and end) / cycle (the dates between which it
// applies, and a daily window per week day, Mon … Sun), times typed in the lock's local time. Controlled; problems
// (translated texts) show under their field.
import { Checkbox, Form, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import { dayKey } from '../../lib/credentials/credentialView';
import {
  WEEK_DAYS,
  type CardPeriodValues,
  type DayWindow,
  type PeriodField,
  type Problems,
} from '../../lib/credentials/credentialPeriod';

type Props = {
  value: CardPeriodValues;
  onChange: (p: CardPeriodValues) => void;
  problems: Problems<PeriodField>;
  /** Which clock the times are in ("Lock time (UTC+01:00)"). */
  timeNote: string;
  idPrefix?: string;
  /** The type cannot change (a QR code's period): it shows as text instead of a choice. */
  fixedType?: boolean;
};

const TYPES = [
  [CREDENTIAL_VALIDITY.permanent, 'permanent'],
  [CREDENTIAL_VALIDITY.limited, 'limited'],
  [CREDENTIAL_VALIDITY.cycle, 'cycle'],
] as const;

export function CredentialPeriodFields({
  value,
  onChange,
  problems,
  timeNote,
  idPrefix = 'card',
  fixedType = false,
}: Props) {
  const { t } = useTranslation();
  const v = value.validityType;
  const set = (patch: Partial<CardPeriodValues>) => onChange({ ...value, ...patch });
  const setDay = (i: number, patch: Partial<DayWindow>) =>
    set({ days: value.days.map((d, j) => (j === i ? { ...d, ...patch } : d)) });
  const item = (f: PeriodField) =>
    problems[f] ? { validateStatus: 'error' as const, help: <span role="alert">{problems[f]}</span> } : {};
  const id = (f: string) => `${idPrefix}-${f}`;
  const cycle = v === CREDENTIAL_VALIDITY.cycle;
  return (
    <>
      <Form.Item label={t('cards.form.validity')} required>
        {fixedType ? (
          <Typography.Text strong data-testid={`${idPrefix}-type`}>
            {t(`cards.validityType.${TYPES.find(([x]) => x === v)![1]}`)}
          </Typography.Text>
        ) : (
          <Radio.Group
            aria-label={t('cards.form.validity')}
            optionType="button"
            value={v}
            onChange={(e) => set({ validityType: e.target.value as CardPeriodValues['validityType'] })}
            options={TYPES.map(([value, name]) => ({ value, label: t(`cards.validityType.${name}`) }))}
          />
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          {t(`cards.form.typeHelp.${TYPES.find(([x]) => x === v)![1]}`)}
        </Typography.Paragraph>
      </Form.Item>
      {v !== CREDENTIAL_VALIDITY.permanent && (
        <Space wrap align="start" size="large">
          <Form.Item
            label={t(cycle ? 'cards.form.firstDay' : 'cards.form.start')}
            htmlFor={id('start')}
            extra={timeNote}
            {...item('start')}
          >
            <Input
              id={id('start')}
              type="datetime-local"
              value={value.start}
              onChange={(e) => set({ start: e.target.value })}
              style={{ width: 230 }}
            />
          </Form.Item>
          <Form.Item
            label={t(cycle ? 'cards.form.lastDay' : 'cards.form.end')}
            htmlFor={id('end')}
            extra={cycle ? t('cards.form.lastDayHelp') : undefined}
            {...item('end')}
          >
            <Input
              id={id('end')}
              type="datetime-local"
              value={value.end}
              onChange={(e) => set({ end: e.target.value })}
              style={{ width: 230 }}
            />
          </Form.Item>
        </Space>
      )}
      {cycle && (
        <Form.Item
          label={<span id={id('days-label')}>{t('cards.form.days')}</span>}
          extra={t('cards.form.daysHelp')}
          {...item('cycle')}
        >
          <div role="group" aria-labelledby={id('days-label')}>
            {WEEK_DAYS.map((day, i) => {
              const d = value.days[i]!;
              const name = t(dayKey(day));
              return (
                <Space key={day} wrap style={{ display: 'flex', marginBottom: 6 }} data-testid={`card-day-${day}`}>
                  <Checkbox checked={d.on} onChange={(e) => setDay(i, { on: e.target.checked })} style={{ width: 90 }}>
                    {name}
                  </Checkbox>
                  <Input
                    type="time"
                    aria-label={t('cards.form.dayFrom', { day: name })}
                    value={d.from}
                    disabled={!d.on}
                    onChange={(e) => setDay(i, { from: e.target.value })}
                    style={{ width: 130 }}
                  />
                  <span aria-hidden="true">–</span>
                  <Input
                    type="time"
                    aria-label={t('cards.form.dayTo', { day: name })}
                    value={d.to}
                    disabled={!d.on}
                    onChange={(e) => setDay(i, { to: e.target.value })}
                    style={{ width: 130 }}
                  />
                </Space>
              );
            })}
          </div>
        </Form.Item>
      )}
    </>
  );
}
