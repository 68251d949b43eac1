// One passage mode period: all day, start and end (lock time, "HH:mm"), and week days Mon 1 … Sun 7.
import { Button, Card, Checkbox, Input, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WEEK_DAYS, type PassagePeriodForm } from '../passageForm';

type Props = {
  index: number;
  period: PassagePeriodForm;
  problems: Record<string, string>;
  onChange: (p: PassagePeriodForm) => void;
  onRemove: () => void;
};

export function PassagePeriodFields({ index, period, problems, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  const err = (field: string) => problems[`periods.${index}.${field}`];
  const timeProblem = err('endTime') ?? err('startTime');
  return (
    <Card
      size="small"
      title={t('locks.passage.period', { n })}
      data-testid={`passage-period-${n}`}
      extra={
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('locks.passage.remove', { n })}
          onClick={onRemove}
        />
      }
      style={{ marginBottom: 12 }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Checkbox checked={period.allDay} onChange={(e) => onChange({ ...period, allDay: e.target.checked })}>
          {t('locks.passage.allDay')}
        </Checkbox>
        {!period.allDay && (
          <Space wrap>
            <label>
              {t('locks.passage.start')}{' '}
              <Input
                type="time"
                value={period.start}
                onChange={(e) => onChange({ ...period, start: e.target.value })}
                style={{ width: 130 }}
                aria-label={`${t('locks.passage.period', { n })} ${t('locks.passage.start')}`}
              />
            </label>
            <label>
              {t('locks.passage.end')}{' '}
              <Input
                type="time"
                value={period.end}
                onChange={(e) => onChange({ ...period, end: e.target.value })}
                style={{ width: 130 }}
                status={timeProblem ? 'error' : undefined}
                aria-label={`${t('locks.passage.period', { n })} ${t('locks.passage.end')}`}
              />
            </label>
            <Typography.Text type="secondary">{t('locks.passage.endHelp')}</Typography.Text>
          </Space>
        )}
        {timeProblem && !period.allDay && <Typography.Text type="danger">{t(timeProblem)}</Typography.Text>}
        <fieldset className="passage-days">
          <legend>{t('locks.passage.weekDays')}</legend>
          <Checkbox.Group
            value={period.weekDays}
            onChange={(v) => onChange({ ...period, weekDays: (v as number[]).sort((a, b) => a - b) })}
            options={WEEK_DAYS.map((d) => ({
              value: d,
              label: <abbr title={t(`locks.weekDayLong.${d}`)}>{t(`locks.weekDay.${d}`)}</abbr>,
            }))}
          />
        </fieldset>
        {err('weekDays') && <Typography.Text type="danger">{t(err('weekDays')!)}</Typography.Text>}
      </Space>
    </Card>
  );
}
