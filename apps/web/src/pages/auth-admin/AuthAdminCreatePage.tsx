// /auth/create — authorize one account over a selection of the owner's locks (spec §2, §6): receiver with its
// country code, the owned locks (lock list query type 4), remote unlock for a newly sent admin key; per-lock
// results. An unregistered receiver gets the spec's choice (authCreate.ts, UnregisteredReceiverModal).
import { Button, Checkbox, Space, Typography } from 'antd';
import { ArrowLeftOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import { LOCK_LIST_QUERY } from '@lockconsole/shared/lock/list';
import { AccountField } from '../../components/account/AccountField';
import {
  accountParams,
  accountProblem,
  initialAccount,
  type AccountValue,
} from '../../components/account/accountValue';
import { LockPicker } from '../../components/LockPicker';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { createAuthAdmin } from '../../features/auth-admins/api/authAdminApi';
import { authCreateParams, isUnregistered } from '../../features/auth-admins/authCreate';
import { AuthResults } from '../../features/auth-admins/components/AuthResults';
import { UnregisteredReceiverModal } from '../../components/UnregisteredReceiverModal';

const RECEIVER_ID = 'receiver';

export function AuthAdminCreatePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const accountType = useStore(appState, (s) => s.site?.accountType ?? 0);
  const [receiver, setReceiver] = useState<AccountValue>(() => initialAccount(accountType));
  const [lockIds, setLockIds] = useState<number[]>([]);
  const [remote, setRemote] = useState(true);
  const [problems, setProblems] = useState<{ receiver?: string; locks?: string }>({});
  const [busy, setBusy] = useState(false);
  const [unregistered, setUnregistered] = useState(false);
  const refocus = useRef(false);
  const [results, setResults] = useState<{ list: EkeyBatchResult[]; account: string } | null>(null);

  const send = async (createUser: boolean) => {
    const p = accountParams(receiver);
    setBusy(true);
    try {
      const r = await createAuthAdmin(
        authCreateParams({
          receiver: { kind: receiver.kind, account: p.account, countryCode: p.countryCode },
          lockIds,
          remoteEnable: remote,
          createUser,
        }),
      );
      if (!createUser && isUnregistered(r.results)) {
        setUnregistered(true);
        return;
      }
      setUnregistered(false);
      setResults({ list: r.results, account: p.account });
      await client.invalidateQueries({ queryKey: ['authAdmins'] });
    } catch (e) {
      if (!createUser && isUnregistered(e)) setUnregistered(true);
      else toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const next = {
      receiver: accountProblem(receiver),
      locks: lockIds.length === 0 ? 'authAdmins.form.locksRequired' : undefined,
    };
    setProblems(next);
    setResults(null);
    if (!next.receiver && !next.locks) void send(false);
  };

  // "Choose a country code": back to the receiver, on the country code of a mobile number.
  const changeAccount = () => {
    refocus.current = true;
    setUnregistered(false);
  };
  const mobile = receiver.kind === 'mobile';
  const focusReceiver = () => {
    if (!refocus.current) return;
    refocus.current = false;
    document.getElementById(mobile ? `${RECEIVER_ID}-country` : RECEIVER_ID)?.focus();
  };

  return (
    <>
      <Link to="/auth/home">
        <ArrowLeftOutlined /> {t('authAdmins.back')}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('authAdmins.form.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('authAdmins.form.intro')}</Typography.Paragraph>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        style={{ maxWidth: 880 }}
      >
        <div style={{ maxWidth: 440 }}>
          <AccountField
            id={RECEIVER_ID}
            accountType={accountType}
            autoComplete="new"
            value={receiver}
            onChange={(v) => {
              setReceiver(v);
              setProblems((p) => ({ ...p, receiver: undefined }));
            }}
            error={problems.receiver}
          />
        </div>
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
          {t('authAdmins.form.locks')}
        </Typography.Title>
        <LockPicker
          mode="several"
          queryType={LOCK_LIST_QUERY.addAuthAdmin}
          label={t('authAdmins.form.locks')}
          empty={t('authAdmins.form.noLocks')}
          value={lockIds}
          onChange={(ids) => {
            setLockIds(ids);
            setProblems((p) => ({ ...p, locks: undefined }));
          }}
          error={problems.locks && t(problems.locks)}
        />
        <div style={{ margin: '16px 0' }}>
          <Checkbox checked={remote} onChange={(e) => setRemote(e.target.checked)}>
            {t('authAdmins.form.remote')}
          </Checkbox>
          <br />
          <Typography.Text type="secondary">{t('authAdmins.form.remoteHint')}</Typography.Text>
        </div>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy && !unregistered} icon={<SafetyCertificateOutlined />}>
            {t('authAdmins.form.submit')}
          </Button>
        </Space>
      </form>
      {results && (
        <div style={{ marginTop: 24, maxWidth: 880 }}>
          <AuthResults results={results.list} account={results.account} />
        </div>
      )}
      <UnregisteredReceiverModal
        open={unregistered}
        busy={busy}
        texts={{
          title: t('authAdmins.unregistered.title'),
          body: t(mobile ? 'authAdmins.unregistered.text' : 'authAdmins.unregistered.textEmail', {
            account: accountParams(receiver).account,
          }),
          change: t(mobile ? 'authAdmins.unregistered.changeCountry' : 'authAdmins.unregistered.changeAccount'),
          confirm: t('authAdmins.unregistered.confirm'),
        }}
        onChange={changeAccount}
        onConfirm={() => void send(true)}
        afterClose={focusReceiver}
      />
    </>
  );
}
