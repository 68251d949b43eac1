// "Your exports" (issue 18): the export log, newest first and paged — the caller's exports and, for an owner, those
// authorized admins made of their locks. Per export: when, what (kind and locks), the filters, format, who, and its
// status: a live progress bar while queued or running (Cancel), Download while the file is kept (until …), the
// reason when it failed. Only who made an export cancels or downloads it.
import { Button, Popconfirm, Progress, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined, StopOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ExportJob, ExportStatus } from '@lockconsole/shared/export/export';
import { listPagination } from '../../../components/table/listPagination';
import { useCancelExport, useDownloadExport, useExportList } from '../hooks/useExports';
import { isActive, lockNamesOf } from '../exportView';

const STATUS_COLOR: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
};

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

export function ExportList() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useExportList(page);
  const cancel = useCancelExport();
  const download = useDownloadExport();

  const status = (j: ExportJob) => (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Tag color={STATUS_COLOR[j.status]} data-testid="export-status">
        {t(`exports.status.${j.status}`)}
      </Tag>
      {isActive(j) && (
        <>
          <Progress
            percent={j.percent}
            size="small"
            status="active"
            data-testid="export-progress"
            aria-label={t('exports.list.progress')}
          />
          <Typography.Text type="secondary">
            {t('exports.list.rowsProgress', { done: j.rowsDone, total: j.rowsTotal })}
          </Typography.Text>
        </>
      )}
      {j.status === 'done' && j.expiresAt !== null && (
        <Typography.Text type="secondary">
          {t('exports.list.availableUntil', { time: when(j.expiresAt) })}
        </Typography.Text>
      )}
      {j.status === 'failed' && j.error && <Typography.Text type="danger">{j.error}</Typography.Text>}
      {j.status === 'expired' && <Typography.Text type="secondary">{t('exports.list.expiredHint')}</Typography.Text>}
    </Space>
  );

  const filters = (j: ExportJob) => {
    if (j.kind !== 'records') return '—';
    return (
      <Space direction="vertical" size={0}>
        {j.startDate !== null && j.endDate !== null && (
          <span>{t('exports.list.period', { start: day(j.startDate), end: day(j.endDate) })}</span>
        )}
        <Typography.Text type="secondary">{t(`records.queryType.${j.recordType ?? 0}`)}</Typography.Text>
        {j.searchStr && (
          <Typography.Text type="secondary">{t('exports.list.search', { term: j.searchStr })}</Typography.Text>
        )}
      </Space>
    );
  };

  const what = (j: ExportJob) => {
    const { names, more } = lockNamesOf(j);
    return (
      <Space direction="vertical" size={0}>
        <Typography.Text strong>{t(`exports.kind.${j.kind}`)}</Typography.Text>
        <Tooltip title={more ? j.lockNames.join(', ') : undefined}>
          <Typography.Text type="secondary">
            {names}
            {more > 0 && ` ${t('exports.list.more', { count: more })}`}
          </Typography.Text>
        </Tooltip>
      </Space>
    );
  };

  const actions = (j: ExportJob) => {
    if (!j.mine) return null;
    if (isActive(j)) {
      return (
        <Popconfirm
          title={t('exports.list.cancelConfirm')}
          okText={t('exports.list.cancelYes')}
          cancelText={t('exports.list.cancelNo')}
          onConfirm={() => cancel.mutate(j.exportId)}
        >
          <Button
            size="small"
            icon={<StopOutlined />}
            loading={cancel.isPending && cancel.variables === j.exportId}
            data-testid="export-cancel"
          >
            {t('exports.list.cancel')}
          </Button>
        </Popconfirm>
      );
    }
    if (j.status === 'done') {
      return (
        <Button
          size="small"
          type="primary"
          icon={<DownloadOutlined />}
          loading={download.isPending && download.variables === j.exportId}
          onClick={() => download.mutate(j.exportId)}
          aria-label={t('exports.list.downloadFile', { name: j.fileName })}
          data-testid="export-download"
        >
          {t('exports.list.download')}
        </Button>
      );
    }
    return null;
  };

  return (
    <section aria-labelledby="exports-list-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="exports-list-title" style={{ fontSize: 18 }}>
        {t('exports.list.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('exports.list.intro')}</Typography.Paragraph>
      <Table<ExportJob>
        rowKey="exportId"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isLoading}
        scroll={{ x: 940 }}
        locale={{ emptyText: list.isError ? list.error.message : t('exports.list.empty') }}
        pagination={listPagination(page, list.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }))}
        onRow={(j) => ({ 'data-testid': `export-row-${j.exportId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'created', title: t('exports.list.columns.created'), width: 100, render: (_, j) => when(j.createdAt) },
          { key: 'what', title: t('exports.list.columns.what'), width: 170, render: (_, j) => what(j) },
          { key: 'filters', title: t('exports.list.columns.filters'), width: 160, render: (_, j) => filters(j) },
          {
            key: 'format',
            title: t('exports.list.columns.format'),
            width: 70,
            render: (_, j) => j.format.toUpperCase(),
          },
          {
            key: 'by',
            title: t('exports.list.columns.createdBy'),
            width: 140,
            ellipsis: { showTitle: true },
            render: (_, j) => j.createdBy || '—',
          },
          { key: 'status', title: t('exports.list.columns.status'), width: 180, render: (_, j) => status(j) },
          {
            key: 'actions',
            title: t('exports.list.columns.actions'),
            width: 120,
            render: (_, j) => actions(j),
          },
        ]}
      />
    </section>
  );
}
