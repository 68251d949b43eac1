// "Give to a person" on a lock's fingerprint or card list (issue 19, transfer types 5 and 6): for the lock's owner,
// enabled once rows are chosen; opens the offer dialog. After the offer the choice is cleared and the transfers'
// history shows it.
import { Button, Tooltip } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivedKind } from '@lockconsole/shared/transfer/transfer';
import type { GiveItem } from '../hooks/useGiveSelection';
import { useRefreshTransfers } from '../hooks/useReceived';
import { GiveCredentialsModal } from './GiveCredentialsModal';

type Props = { lockId: number; kind: ReceivedKind; items: GiveItem[]; onGiven: () => void };

export function GiveCredentialsButton({ lockId, kind, items, onGiven }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const refresh = useRefreshTransfers();
  return (
    <>
      <Tooltip title={t(`transfers.give.help.${kind}`)}>
        {/* A span: a disabled button gets no pointer events, the tooltip still explains it. */}
        <span>
          <Button
            icon={<SendOutlined />}
            disabled={items.length === 0}
            onClick={() => setOpen(true)}
            data-testid={`${kind}-give`}
          >
            {items.length ? t('transfers.give.buttonCount', { count: items.length }) : t('transfers.give.button')}
          </Button>
        </span>
      </Tooltip>
      {open && (
        <GiveCredentialsModal
          lockId={lockId}
          kind={kind}
          items={items}
          onClose={() => setOpen(false)}
          onGiven={() => {
            onGiven();
            refresh();
          }}
        />
      )}
    </>
  );
}
