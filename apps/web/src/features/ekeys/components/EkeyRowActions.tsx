// The actions of one ekey row, by the key's status (ekeyLabels.keyActions) and the caller's role: owner-only
// actions (authorize / de-authorize) are not even shown to authorized admins (spec §6, permissions.ts), nor any
// action on an authorized admin's key (the server's rule: admins act on keyRight-0 keys only). Plain (#26): freezing
// asks in the browser's dialog, the other actions are a menu button.
import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { MenuButton, type MenuEntry } from '../../../components/ui/MenuButton';
import { keyActions } from '../ekeyLabels';

export type KeyDialog = 'period' | 'edit' | 'delete' | 'link' | 'authorize' | 'unauthorize';

type Props = {
  item: EkeyItem;
  /** Owner of the lock (authorize / de-authorize). */
  own: boolean;
  /** May read the lock's records. */
  records: boolean;
  onFreeze: (freeze: boolean) => Promise<unknown>;
  onDialog: (d: KeyDialog) => void;
  onRecords: () => void;
};

export function EkeyRowActions({ item, own, records, onFreeze, onDialog, onRecords }: Props) {
  const { t } = useTranslation();
  // The action asked about, fixed when the dialog opens: a live event may flip the key (frozen while the freeze is on
  // its way) and the open dialog must not turn into the opposite question.
  const [asking, setAsking] = useState<'freeze' | 'unfreeze' | null>(null);
  // An authorized admin acts on ordinary keys only; other admins' keys (and its own) are the owner's business.
  if (!own && item.keyRight === 1) return <span aria-hidden="true">—</span>;
  const can = keyActions(item);
  const entry = (key: string, label: string): MenuEntry => ({ key, label });
  const more = [
    can.edit && entry('edit', t('ekeys.actions.edit')),
    can.changePeriod && entry('period', t('ekeys.actions.changePeriod')),
    own && can.authorize && entry('authorize', t('ekeys.actions.authorize')),
    own && can.unauthorize && entry('unauthorize', t('ekeys.actions.unauthorize')),
    records && entry('records', t('ekeys.actions.records')),
    can.unlockLink && entry('link', t('ekeys.actions.unlockLink')),
    can.delete && ({ divider: true } as const),
    can.delete && entry('delete', t('ekeys.actions.delete')),
  ].filter((x): x is MenuEntry => Boolean(x));
  const freeze = can.freeze || can.unfreeze;
  const verb = can.freeze ? 'freeze' : 'unfreeze';
  return (
    <span className="cell-row">
      {freeze && (
        <Button size="small" onClick={() => setAsking(verb)}>
          {t(`ekeys.actions.${verb}`)}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t(`ekeys.${asking}.confirm`, { name: item.keyName })}
          okText={t(`ekeys.actions.${asking}`)}
          onConfirm={() => onFreeze(asking === 'freeze')}
          onClose={() => setAsking(null)}
        >
          {t(`ekeys.${asking}.note`)}
        </ConfirmDialog>
      )}
      {more.length > 0 && (
        <MenuButton
          className="ui-menu-button--row"
          floating
          label={t('ekeys.actions.more', { name: item.keyName })}
          items={more}
          onChoose={(key) => (key === 'records' ? onRecords() : onDialog(key as KeyDialog))}
        >
          {t('ekeys.actions.moreShort')} <DownOutlined aria-hidden="true" />
        </MenuButton>
      )}
    </span>
  );
}
