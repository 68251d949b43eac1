// The QR code tab of /manage/:name (issue 16): the lock's QR codes with search, status, validity and refresh
// interval; each row's link (copy, open, e-mail, SMS) and actions (records, change validity, rename, delete); and
// "Issue QR code" (/manage/issueQrcode). Only for those who may manage the lock (the endpoints answer −2018 to
// anyone else).
import { Alert, Button, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { credentialNameParam } from '@lockconsole/shared/credential/credential';
import { offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { NameModal } from '../../../components/NameModal';
import { errorText } from '../../../lib/credentials/problems';
import { toast } from '../../../lib/toast';
import { deleteQrcode, renameQrcode } from '../api/qrcodeApi';
import { useQrcodes, useRefreshQrcodes } from '../hooks/useQrcodes';
import { ChangeQrcodePeriodModal } from './ChangeQrcodePeriodModal';
import { QrcodeTable } from './QrcodeTable';

type Props = { lock: LockDetail };

const nameSchema = credentialNameParam();

export function QrcodePanel({ lock }: Props) {
  const { t } = useTranslation();
  const can = lock.abilities;
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [changing, setChanging] = useState<QrcodeItem | null>(null);
  const [renaming, setRenaming] = useState<QrcodeItem | null>(null);
  const list = useQrcodes({ lockId: lock.lockId, ...page, searchStr: search }, can.manage);
  const refresh = useRefreshQrcodes();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  if (!can.manage) return <Alert type="info" showIcon message={t('qrcodes.panel.noRight')} />;
  const remove = async (q: QrcodeItem) => {
    try {
      await deleteQrcode({ lockId: lock.lockId, qrcodeId: q.qrcodeId });
      toast.success(t('qrcodes.delete.done'));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      void refresh();
    }
  };
  return (
    <section aria-labelledby="qrcodes-title" data-testid="qrcode-panel">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} id="qrcodes-title" style={{ fontSize: 18, margin: 0 }}>
            {t('qrcodes.panel.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('qrcodes.panel.intro')}</Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(`/manage/issueQrcode?lockId=${lock.lockId}`)}
        >
          {t('qrcodes.panel.add')}
        </Button>
      </Space>
      <Input.Search
        allowClear
        placeholder={t('qrcodes.panel.search')}
        aria-label={t('qrcodes.panel.search')}
        onSearch={(v) => {
          setSearch(v.trim());
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        style={{ width: 280, marginBottom: 12 }}
      />
      <QrcodeTable
        qrcodes={list.data?.list ?? []}
        loading={list.isFetching && !list.data}
        load={list}
        total={list.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        tz={tz}
        onChangePeriod={setChanging}
        onRename={setRenaming}
        onDelete={remove}
      />
      {changing && (
        <ChangeQrcodePeriodModal
          qrcode={changing}
          tz={tz}
          onClose={() => setChanging(null)}
          onDone={() => void refresh()}
        />
      )}
      <NameModal
        key={renaming?.qrcodeId ?? 0}
        open={renaming !== null}
        title={t('qrcodes.rename.title')}
        label={t('qrcodes.rename.label')}
        initial={renaming?.qrcodeName}
        schema={nameSchema}
        onSubmit={async (name) => {
          await renameQrcode({ lockId: lock.lockId, qrcodeId: renaming!.qrcodeId, qrcodeName: name });
          void refresh();
        }}
        onClose={() => setRenaming(null)}
      />
    </section>
  );
}
