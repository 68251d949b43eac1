// The passcode tab of /manage/:name (issue 7): the lock's codes with search, masked codes unless shown, live
// status, and the actions; the issue button (or, for a lock whose passcode version is 0, the spec §8 old-app
// message instead). Only for those who may manage the lock (the endpoints answer −2018 to anyone else).
import { Alert, Button, Input, Space, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { isApiError } from '../../../lib/api/ApiError';
import { toast } from '../../../lib/toast';
import { deletePasscode, renamePasscode } from '../api/passcodeApi';
import { usePasscodes, useRefreshPasscodes } from '../hooks/usePasscodes';
import { passcodeVersionOf } from '../lockVersion';
import { ChangePasscodeModal } from './ChangePasscodeModal';
import { PasscodeTable } from './PasscodeTable';
import { RenamePasscodeModal } from './RenamePasscodeModal';
import { SharePasscodeModal } from './SharePasscodeModal';

type Props = { lock: LockDetail };

export function PasscodePanel({ lock }: Props) {
  const { t } = useTranslation();
  const can = lock.abilities;
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [showCodes, setShowCodes] = useState(false);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [sharing, setSharing] = useState<PasscodeItem | null>(null);
  const [changing, setChanging] = useState<PasscodeItem | null>(null);
  const [renaming, setRenaming] = useState<PasscodeItem | null>(null);
  const list = usePasscodes({ lockId: lock.lockId, ...page, searchStr: search }, can.manage);
  const refresh = useRefreshPasscodes(lock.lockId);
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  if (!can.manage) return <Alert type="info" showIcon message={t('passcodes.panel.noRight')} />;
  const oldApp = passcodeVersionOf(lock) === 0;
  const remove = async (p: PasscodeItem) => {
    try {
      await deletePasscode(lock.lockId, p.keyboardPwdId);
    } catch (e) {
      toast.error(isApiError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      void refresh();
    }
  };
  return (
    <section aria-labelledby="passcodes-title" data-testid="passcode-panel">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} id="passcodes-title" style={{ fontSize: 18, margin: 0 }}>
            {t('passcodes.panel.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('passcodes.panel.lockTime')}</Typography.Text>
        </div>
        {!oldApp && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(`/manage/issuePasscode?lockId=${lock.lockId}`)}
          >
            {t('passcodes.panel.issue')}
          </Button>
        )}
      </Space>
      {oldApp && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('errors.passcodeOldAppVersion')} />
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('passcodes.panel.search')}
          aria-label={t('passcodes.panel.search')}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          style={{ width: 280 }}
        />
        <Space>
          <Switch checked={showCodes} onChange={setShowCodes} aria-label={t('passcodes.panel.showCodes')} />
          <span aria-hidden>{t('passcodes.panel.showCodes')}</span>
        </Space>
      </Space>
      <PasscodeTable
        passcodes={list.data?.list ?? []}
        loading={list.isFetching && !list.data}
        load={list}
        total={list.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        showCodes={showCodes}
        tz={tz}
        onChanged={() => void refresh()}
        onShare={setSharing}
        onChange={setChanging}
        onRename={setRenaming}
        onDelete={remove}
      />
      <SharePasscodeModal
        key={sharing?.keyboardPwdId ?? 0}
        passcode={sharing}
        lockName={lock.lockAlias}
        tz={tz}
        onClose={() => setSharing(null)}
      />
      {changing && (
        <ChangePasscodeModal
          passcode={changing}
          tz={tz}
          onClose={() => setChanging(null)}
          onDone={() => void refresh()}
        />
      )}
      <RenamePasscodeModal
        passcode={renaming}
        onSubmit={async (name) => {
          await renamePasscode(lock.lockId, renaming!.keyboardPwdId, name);
          void refresh();
        }}
        onClose={() => setRenaming(null)}
      />
    </section>
  );
}
