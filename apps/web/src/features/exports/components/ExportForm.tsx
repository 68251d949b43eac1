// What to export and Start (issue 18): for unlock records the period (whole days of the past six months, the last
// 30 by default), the record type and a search term as on the records page, then the file format. Before Start the
// server says how many rows the file would hold and the most one may hold; over it (or refused, e.g. batch exports
// of locks the caller does not own) Start stays off and the reason shows. The chosen locks come from the page.
import { Alert, Button, DatePicker, Form, Input, Radio, Select, Space, Spin, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ExportKind } from '@lockconsole/shared/export/export';
import type { EstimateExportRequest } from '../api/exportApi';
import { useExportEstimate, useExportUserCount, useStartExport } from '../hooks/useExports';
import { MAX_EXPORT_LOCKS, defaultPeriod, isDayOutside, periodOf, type DayRange } from '../exportView';

type Props = {
  kind: ExportKind;
  /** The chosen locks. */
  lockIds: number[];
  /** Record query types offered (the records page's filter); records only. */
  recordTypes?: readonly number[];
  /** The filter the form starts with (from the records page). */
  initialFilter?: { recordType: number; searchStr: string };
  /** Said instead of an estimate while no lock is chosen. */
  chooseLocks?: string;
  onStarted?: () => void;
};

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

/** The browser's time zone: the file's dates are written in it. */
const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

export function ExportForm({ kind, lockIds, recordTypes = [], initialFilter, chooseLocks, onStarted }: Props) {
  const { t } = useTranslation();
  const records = kind === 'records';
  const [now] = useState(() => Date.now());
  const [range, setRange] = useState<DayRange>(() => defaultPeriod(now));
  const [recordType, setRecordType] = useState(initialFilter?.recordType ?? 0);
  const [searchStr, setSearchStr] = useState(initialFilter?.searchStr ?? '');
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const start = useStartExport(onStarted);

  const ids = [...new Set(lockIds)].sort((a, b) => a - b);
  const tooManyLocks = ids.length > MAX_EXPORT_LOCKS;
  const selection = (at: number): EstimateExportRequest => ({
    kind,
    lockIdList: ids,
    ...(records
      ? { ...periodOf(range, at), recordType: recordType || undefined, searchStr: searchStr.trim() || undefined }
      : {}),
  });
  const ready = ids.length > 0 && !tooManyLocks;
  const estimate = useExportEstimate(ready ? selection(now) : null);
  const users = useExportUserCount(!records && ready ? ids : []);
  const fine = ready && !estimate.settling && estimate.data !== undefined && !estimate.data.tooMany;

  const submit = () => {
    if (!fine) return;
    start.mutate({ ...selection(Date.now()), format, timeZone: browserTimeZone() });
  };

  return (
    // Start is a plain button: Enter in the search term must not start an export.
    <Form layout="vertical" component="div" style={{ maxWidth: 720 }} requiredMark={false}>
      <div role="group" aria-label={t('exports.form.label')}>
        {records && (
          <>
            <Form.Item label={t('exports.form.period')} htmlFor="export-period" extra={t('exports.form.periodHelp')}>
              <DatePicker.RangePicker
                id={{ start: 'export-period' }}
                value={range}
                allowClear={false}
                disabledDate={(d) => isDayOutside(d, now)}
                onChange={(v) => {
                  if (v?.[0] && v[1]) setRange([v[0], v[1]]);
                }}
              />
            </Form.Item>
            <Space wrap size="large" align="start">
              <Form.Item label={t('records.filter.type')} htmlFor="export-type">
                <Select
                  id="export-type"
                  value={recordType}
                  style={{ width: 220 }}
                  options={recordTypes.map((q) => ({ value: q, label: t(`records.queryType.${q}`) }))}
                  onChange={(v: number) => setRecordType(v)}
                />
              </Form.Item>
              <Form.Item label={t('exports.form.search')} htmlFor="export-search">
                <Input
                  id="export-search"
                  allowClear
                  maxLength={50}
                  value={searchStr}
                  placeholder={t('records.filter.search')}
                  style={{ width: 320 }}
                  onChange={(e) => setSearchStr(e.target.value)}
                />
              </Form.Item>
            </Space>
          </>
        )}
        <Form.Item label={<span id="export-format-label">{t('exports.form.format')}</span>}>
          <Radio.Group
            aria-labelledby="export-format-label"
            value={format}
            onChange={(e) => setFormat(e.target.value as ExportFormat)}
            options={FORMATS.map((f) => ({ value: f, label: t(`exports.format.${f}`) }))}
          />
        </Form.Item>
        <div data-testid="export-estimate" aria-live="polite" style={{ marginBottom: 16 }}>
          {!ready ? (
            <Typography.Text type={tooManyLocks ? 'danger' : 'secondary'}>
              {tooManyLocks ? t('exports.form.tooManyLocks', { max: MAX_EXPORT_LOCKS }) : chooseLocks}
            </Typography.Text>
          ) : estimate.settling ? (
            <Space>
              <Spin size="small" />
              <Typography.Text type="secondary">{t('exports.estimate.counting')}</Typography.Text>
            </Space>
          ) : estimate.isError ? (
            <Alert type="error" showIcon message={estimate.error.message} />
          ) : estimate.data?.tooMany ? (
            <Alert
              type="warning"
              showIcon
              message={t('exports.estimate.rows', { count: estimate.data.rows, max: estimate.data.maxRows })}
              description={t('exports.estimate.tooMany')}
            />
          ) : estimate.data ? (
            <Typography.Text>
              {t('exports.estimate.rows', { count: estimate.data.rows, max: estimate.data.maxRows })}
              {!records && users.data && <> {t('exports.estimate.users', { count: users.data.userNum })}</>}
            </Typography.Text>
          ) : null}
        </div>
        <Button
          type="primary"
          icon={<ExportOutlined />}
          disabled={!fine}
          loading={start.isPending}
          onClick={submit}
          data-testid="export-start"
        >
          {t('exports.form.start')}
        </Button>
      </div>
    </Form>
  );
}
