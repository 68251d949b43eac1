// The receiver and code part of every offer form (locks and gateways on /manage/transferLock, fingerprints or cards
// from a lock's tab): the account (with its country code when it is a mobile number), "Check" showing who it is, and
// the code sent to the caller's own account. State in useTransferReceiver.
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { CountryCodeSelect } from '../../../components/account/CountryCodeSelect';
import { CodeField } from '../../../components/verification/CodeField';
import type { TransferReceiver } from '../hooks/useTransferReceiver';

type Props = { r: TransferReceiver; codeId: string };

export function TransferReceiverFields({ r, codeId }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Space.Compact style={{ width: '100%', maxWidth: 560, marginTop: 8 }}>
        {r.mobile && <CountryCodeSelect value={r.region} onChange={r.setRegion} />}
        <Input
          aria-label={t('transfers.offer.account')}
          placeholder={t('transfers.offer.account')}
          value={r.account}
          onChange={(e) => r.changeAccount(e.target.value)}
        />
        <Button onClick={() => void r.check()} disabled={!r.account.trim()}>
          {t('transfers.offer.check')}
        </Button>
      </Space.Compact>
      {r.receiver && (
        <Alert
          style={{ marginTop: 8, maxWidth: 560 }}
          type="info"
          showIcon
          data-testid="transfer-receiver"
          message={t('transfers.offer.receiverIs', {
            nickname: r.receiver.nickname || r.receiver.account.split('@')[0],
            account: r.receiver.account,
          })}
        />
      )}
      {r.problem?.field === 'receiver' && (
        <Alert type="error" showIcon role="alert" message={r.problem.text} style={{ marginTop: 8 }} />
      )}
      <div style={{ maxWidth: 560, marginTop: 16 }}>
        <CodeField
          id={codeId}
          type={CODE_TYPE.transferLock}
          resolveTarget={async () => ({})}
          value={r.code}
          onChange={r.setCode}
          error={r.problem?.field === 'code' ? r.problem.text : undefined}
        />
        <Typography.Paragraph type="secondary">{t('transfers.offer.codeHelp')}</Typography.Paragraph>
      </div>
    </>
  );
}
