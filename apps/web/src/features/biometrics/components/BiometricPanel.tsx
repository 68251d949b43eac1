// The fingerprint, face and palm vein tabs of /manage/:name (issue 15): the lock's credentials of that kind with
// search — name and the number the lock gave it, live status (with the cause and Retry of a failed sync; Retry of a
// failed enrolment at the lock shows the steps again, the person pressing again), validity in lock time, where it
// came from and who recorded the person's consent (tooltip) — row actions, "Clear all", "Enroll at the lock", and
// per kind "Add from a photo" (faces) and "Collect with a reader" (fingerprints); the lock's owner chooses desk-reader
// fingerprints to give to a person (issue 19, BiometricToolbar). Only for those who may manage the lock (the endpoints
// answer −2018 to anyone else).
import { Alert, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { credentialNameParam } from '@lockconsole/shared/credential/credential';
import { offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { ChangeCredentialPeriodModal } from '../../../components/credential/ChangeCredentialPeriodModal';
import { CredentialStatus } from '../../../components/credential/CredentialStatus';
import { CredentialValidity } from '../../../components/credential/CredentialValidity';
import { NameModal } from '../../../components/NameModal';
import { listPagination } from '../../../components/table/listPagination';
import { cardPeriodRequest, periodFromCard } from '../../../lib/credentials/credentialPeriod';
import { errorText } from '../../../lib/credentials/problems';
import { toast } from '../../../lib/toast';
import { useGiveSelection } from '../../transfers/hooks/useGiveSelection';
import {
  changeBiometricPeriod,
  deleteBiometric,
  renameBiometric,
  resyncBiometric,
  type BiometricKind,
  type BiometricRow,
} from '../api/biometricApi';
import { consentView, enrolsAgainAtLock, kindKey, recordsPath, sourceKey } from '../biometricView';
import { useBiometrics, useRefreshBiometrics } from '../hooks/useBiometrics';
import { BiometricRowActions } from './BiometricRowActions';
import { BiometricToolbar } from './BiometricToolbar';
import { CopyFingerprintModal } from './CopyFingerprintModal';
import { EnrolAtLockModal } from './EnrolAtLock';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const nameSchema = credentialNameParam();
const timeText = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

type Props = { lock: LockDetail; kind: BiometricKind };

export function BiometricPanel({ lock, kind }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [enrolling, setEnrolling] = useState<{ retry?: BiometricRow } | null>(null);
  const [changing, setChanging] = useState<BiometricRow | null>(null);
  const [renaming, setRenaming] = useState<BiometricRow | null>(null);
  const [copying, setCopying] = useState<BiometricRow | null>(null);
  const list = useBiometrics(kind, { lockId: lock.lockId, ...page, searchStr: search }, lock.abilities.manage);
  const refresh = useRefreshBiometrics(kind);
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const unnamed = t('biometrics.list.unnamed');
  const give = useGiveSelection<BiometricRow>({
    enabled: kind === 'fingerprint' && lock.abilities.own,
    itemOf: (r) => ({ id: r.id, name: r.name, number: r.number }),
    labelOf: (r) => r.name || r.number || unnamed,
    whyNot: (r) => (r.copyable ? null : t('transfers.give.notCopyable')),
  });
  if (!lock.abilities.manage) return <Alert type="info" showIcon message={t('biometrics.panel.noRight')} />;
  const k = (key: string) => kindKey(kind, key);
  const nameOf = (r: BiometricRow) => r.name || r.number || t('biometrics.list.unnamed');
  const remove = async (r: BiometricRow) => {
    try {
      await deleteBiometric(kind, r.lockId, r.id);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      refresh();
    }
  };
  return (
    <section aria-labelledby={`${kind}-title`} data-testid={`${kind}-panel`}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} id={`${kind}-title`} style={{ fontSize: 18, margin: 0 }}>
            {t(k('title'))}
          </Typography.Title>
          <Typography.Text type="secondary">{t(k('intro'))}</Typography.Text>
        </div>
        <BiometricToolbar
          lock={lock}
          kind={kind}
          chosen={give.items}
          onGiven={give.clear}
          onEnrol={() => setEnrolling({})}
          onChanged={refresh}
        />
      </Space>
      <Input.Search
        allowClear
        placeholder={t('biometrics.panel.search')}
        aria-label={t('biometrics.panel.search')}
        onSearch={(v) => {
          setSearch(v.trim());
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        style={{ width: 280, marginBottom: 12 }}
      />
      <Table<BiometricRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.list ?? []}
        rowSelection={give.rowSelection}
        scroll={{ x: 1040 }}
        locale={{ emptyText: emptyOrFailed(list, t(k('empty'))) }}
        onRow={(r) => ({ 'data-testid': `${kind}-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={listPagination(page, list.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }))}
        columns={[
          {
            key: 'name',
            title: t('biometrics.columns.name'),
            render: (_, r) => <strong>{r.name || t('biometrics.list.unnamed')}</strong>,
          },
          {
            key: 'number',
            title: t('biometrics.columns.number'),
            width: 110,
            render: (_, r) =>
              r.number ? (
                <Typography.Text code data-testid={`${kind}-number`}>
                  {r.number}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('biometrics.list.noNumber')}
                </Typography.Text>
              ),
          },
          {
            key: 'status',
            title: t('biometrics.columns.status'),
            width: 190,
            render: (_, r) => (
              <CredentialStatus
                item={r}
                testId={kind}
                onResync={async () => {
                  // At the sensor the person must press again: the steps show in the dialog.
                  if (enrolsAgainAtLock(r)) setEnrolling({ retry: r });
                  else await resyncBiometric(kind, r.lockId, r.id);
                }}
                onChanged={refresh}
              />
            ),
          },
          {
            key: 'validity',
            title: t('biometrics.columns.validity'),
            render: (_, r) => <CredentialValidity card={r} tz={tz} />,
          },
          {
            key: 'source',
            title: t('biometrics.columns.source'),
            width: 140,
            render: (_, r) => <span data-testid={`${kind}-source`}>{t(sourceKey(r.source))}</span>,
          },
          {
            key: 'consent',
            title: t('biometrics.columns.consent'),
            width: 120,
            render: (_, r) => {
              const c = consentView(r, timeText);
              const text = t(c.key, c.vars);
              return r.consentAt === null ? (
                <Typography.Text type="secondary">{text}</Typography.Text>
              ) : (
                <Tooltip title={text}>
                  <Tag icon={<SafetyCertificateOutlined />} color="green" tabIndex={0} aria-label={text}>
                    {t('biometrics.consent.given')}
                  </Tag>
                </Tooltip>
              );
            },
          },
          {
            key: 'actions',
            title: t('biometrics.columns.actions'),
            width: 170,
            render: (_, r) => (
              <BiometricRowActions
                row={r}
                name={nameOf(r)}
                onRecords={() => void navigate(recordsPath(r))}
                onChangePeriod={() => setChanging(r)}
                onRename={() => setRenaming(r)}
                onCopy={() => setCopying(r)}
                onDelete={() => remove(r)}
              />
            ),
          },
        ]}
      />
      {enrolling && (
        <EnrolAtLockModal
          kind={kind}
          lock={lock}
          retry={enrolling.retry}
          onChanged={refresh}
          onClose={() => {
            setEnrolling(null);
            refresh();
          }}
        />
      )}
      {changing && (
        <ChangeCredentialPeriodModal
          period={(now) => periodFromCard(changing, now, tz)}
          tz={tz}
          title={t('biometrics.change.title', { name: nameOf(changing) })}
          intro={t('biometrics.change.intro')}
          okText={t('biometrics.change.save')}
          idPrefix={`change-${kind}`}
          skipUnchanged
          submit={(p) => changeBiometricPeriod(kind, changing.lockId, changing.id, cardPeriodRequest(p, tz))}
          onClose={() => setChanging(null)}
          onDone={refresh}
        />
      )}
      {copying && <CopyFingerprintModal row={copying} onClose={() => setCopying(null)} onDone={refresh} />}
      <NameModal
        key={renaming?.id ?? 0}
        open={renaming !== null}
        title={t('biometrics.rename.title')}
        label={t('biometrics.rename.label')}
        initial={renaming?.name}
        schema={nameSchema}
        onSubmit={async (name) => {
          await renameBiometric(kind, lock.lockId, renaming!.id, name);
          refresh();
        }}
        onClose={() => setRenaming(null)}
      />
    </section>
  );
}

export const FingerprintPanel = ({ lock }: { lock: LockDetail }) => <BiometricPanel lock={lock} kind="fingerprint" />;
export const FacePanel = ({ lock }: { lock: LockDetail }) => <BiometricPanel lock={lock} kind="face" />;
export const PalmVeinPanel = ({ lock }: { lock: LockDetail }) => <BiometricPanel lock={lock} kind="palmVein" />;
