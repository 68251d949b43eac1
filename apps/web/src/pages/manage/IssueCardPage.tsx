// /manage/issueCard?lockId= — add an IC card to the page's lock (spec §2): number, reversed reader, name, validity;
// once the card is on its way (adding, followed live in the list), back to the lock's card tab.
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { AddCardForm } from '../../features/cards/components/AddCardForm';

export function IssueCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useStore(appState, (s) => s.lock);
  if (!lock) return null;
  const tab = `/manage/card?lockId=${lock.lockId}`;
  return (
    <>
      <Link to={tab}>
        <ArrowLeftOutlined /> {lock.lockAlias}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 12 }}>
        {t('cards.add.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('cards.add.subtitle', { lock: lock.lockAlias })}</Typography.Paragraph>
      {lock.abilities.manage ? (
        <AddCardForm lock={lock} onAdded={() => void navigate(tab)} />
      ) : (
        <Typography.Paragraph>{t('cards.panel.noRight')}</Typography.Paragraph>
      )}
    </>
  );
}
