// Moves chosen locks into a group (or "not grouped"). The page hands in the caller's locks; only locks the
// caller owns can be moved (spec §6: group placement is the owner's).
import { Checkbox, Empty, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyGroup } from '@lockconsole/shared/user/list-key-group';

export type MovableLock = { lockId: number; lockAlias: string; groupId: number; groupName: string };

type Props = {
  open: boolean;
  groups: KeyGroup[];
  locks: MovableLock[];
  onMove: (groupId: number, lockIds: number[]) => Promise<void>;
  onClose: () => void;
};

export function MoveLocksModal({ open, groups, locks, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const groupLabel = (id: number, name: string) => (id <= 0 ? t('groups.notGrouped') : name);
  const close = () => {
    setChosen([]);
    setTarget(undefined);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('groups.moveTitle')}
      okText={t('groups.move')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ disabled: target === undefined || chosen.length === 0 }}
      confirmLoading={busy}
      onCancel={close}
      onOk={async () => {
        if (target === undefined) return;
        setBusy(true);
        try {
          await onMove(target, chosen);
          close();
        } catch {
          // the client showed the reason
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('groups.moveTarget')} htmlFor="move-target">
          <Select
            id="move-target"
            aria-label={t('groups.moveTarget')}
            value={target}
            onChange={setTarget}
            options={groups.map((g) => ({ value: g.groupId, label: groupLabel(g.groupId, g.groupName) }))}
          />
        </Form.Item>
        <fieldset className="plain-fieldset">
          <legend>
            <Typography.Text strong>{t('groups.moveLocks')}</Typography.Text>
          </legend>
          {locks.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('groups.noLocks')} />
          ) : (
            <Checkbox.Group
              value={chosen}
              onChange={(v) => setChosen(v as number[])}
              style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
              options={locks.map((l) => ({
                value: l.lockId,
                label: (
                  <span>
                    {l.lockAlias}{' '}
                    <Typography.Text type="secondary">
                      ({t('groups.moveCurrent', { group: groupLabel(l.groupId, l.groupName) })})
                    </Typography.Text>
                  </span>
                ),
              }))}
            />
          )}
        </fieldset>
      </Form>
    </Modal>
  );
}
