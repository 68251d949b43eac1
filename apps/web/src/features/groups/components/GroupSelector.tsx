// Group selector of the top bar (spec §3): all groups (-1), the groups, and "not grouped" (id 0 or less). A native
// select (#26: no antd in the console frame; the system's own picker on phones).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../../lib/session/appState';
import { useStore } from '../../../lib/store';
import { selectGroup } from '../loadGroups';

export function GroupSelector() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useStore(appState, (s) => s.groups) ?? [];
  const current = useStore(appState, (s) => s.currentGroupId);
  const options = [
    { value: -1, label: t('nav.groups.all') },
    ...groups.map((g) => ({
      value: g.groupId,
      label: t('nav.groups.option', {
        name: g.groupId <= 0 ? t('nav.groups.notGrouped') : g.groupName,
        count: g.lockCount,
      }),
    })),
  ];
  return (
    <select
      className="group-selector"
      aria-label={t('nav.groups.label')}
      value={options.some((o) => o.value === current) ? current : -1}
      onChange={(e) => {
        const groupId = Number(e.target.value);
        selectGroup(groupId);
        void navigate(`/console/home?groupId=${groupId}`);
      }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
