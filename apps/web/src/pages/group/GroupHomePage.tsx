// /group/home — lock groups (spec §2, not group-scoped): create, rename, delete, move locks. After each change
// the group list of the top bar is reloaded too.
import { Button, Space, Typography } from 'antd';
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyGroup } from '@lockconsole/shared/user/list-key-group';
import { addGroupRequestSchema } from '@lockconsole/shared/group/add';
import { NameModal } from '../../components/NameModal';
import { appState } from '../../lib/session/appState';
import { ALL_LOCKS, useLocks, useRefreshLocks } from '../../lib/locks/locksQuery';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { addGroup, deleteGroup, renameGroup, setGroupLocks } from '../../features/groups/api/groupApi';
import { PremiumNote, usePremiumFunctionsOpen } from '../../features/services/components/PremiumNote';
import { GroupTable } from '../../features/groups/components/GroupTable';
import { MoveLocksModal } from '../../features/groups/components/MoveLocksModal';
import { loadGroups } from '../../features/groups/loadGroups';

const nameSchema = addGroupRequestSchema.shape.groupName;

export function GroupHomePage() {
  const { t } = useTranslation();
  const refreshLocks = useRefreshLocks();
  const groups = useStore(appState, (s) => s.groups) ?? [];
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<KeyGroup | null>(null);
  const [moving, setMoving] = useState(false);
  const locks = useLocks(ALL_LOCKS);
  const movable = (locks.data?.list ?? []).filter((l) => l.abilities.own);
  // Group management is a premium function: without premium no new group (renaming and filling one are refused by
  // the server with the reason; deleting and moving locks out stay open).
  const premiumOpen = usePremiumFunctionsOpen();
  const changed = async () => {
    await loadGroups();
    await refreshLocks();
  };
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('groups.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('groups.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        {!premiumOpen && <PremiumNote fn="groups" />}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={!premiumOpen}>
          {t('groups.add')}
        </Button>
        <Button icon={<SwapOutlined />} onClick={() => setMoving(true)}>
          {t('groups.move')}
        </Button>
      </Space>
      <GroupTable
        groups={groups}
        onRename={setRenaming}
        onDelete={async (g) => {
          try {
            await deleteGroup(g.groupId);
            toast.success(t('groups.deleted'));
            await changed();
          } catch (e) {
            toast.error(e instanceof Error ? e.message : String(e));
          }
        }}
      />
      <NameModal
        open={adding}
        title={t('groups.addTitle')}
        label={t('groups.name')}
        schema={nameSchema}
        onClose={() => setAdding(false)}
        onSubmit={async (name) => {
          await addGroup(name);
          toast.success(t('groups.added'));
          await changed();
        }}
      />
      <NameModal
        key={renaming?.groupId ?? 0}
        open={renaming !== null}
        title={t('groups.renameTitle')}
        label={t('groups.name')}
        initial={renaming?.groupName}
        schema={nameSchema}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          await renameGroup(renaming!.groupId, name);
          toast.success(t('groups.renamed'));
          await changed();
        }}
      />
      <MoveLocksModal
        open={moving}
        groups={groups}
        locks={movable}
        onClose={() => setMoving(false)}
        onMove={async (groupId, ids) => {
          await setGroupLocks(groupId, ids);
          toast.success(t('groups.moved', { count: ids.length }));
          await changed();
        }}
      />
    </>
  );
}
