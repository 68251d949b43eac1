// /card/manage — every IC card number of the account (locks the caller owns or administers, spec §2): name, lost
// mark, the locks each opens with its status there; per number send to more locks (/card/send), door permissions
// (/card/props) and report lost; links to a new card (/card/issue) and bulk import.
import { Button, Space, Tooltip } from 'antd';
import {
  ImportOutlined,
  KeyOutlined,
  PlusOutlined,
  SendOutlined,
  StopOutlined,
  CreditCardOutlined,
} from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardNumberGroup } from '@lockconsole/shared/card/list-all';
import { ListEmpty, ListPageHeader } from '../../components/table/ListPageHeader';
import { CardGroupTable } from '../../features/cards/components/CardGroupTable';
import { ImportCardsModal } from '../../features/cards/components/ImportCardsModal';
import { ReportLostModal } from '../../features/cards/components/ReportLostModal';
import { rememberCardToSend } from '../../features/cards/cardSendStore';
import { useCardGroups } from '../../features/cards/hooks/useCardGroups';
import { useRefreshCards } from '../../features/cards/hooks/useCards';

export function CardManagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCards();
  const [losing, setLosing] = useState<CardNumberGroup | null>(null);
  const [importing, setImporting] = useState(false);
  const { query, page, onPage, onSearch, noneAtAll } = useCardGroups();
  const action = (key: string, icon: React.ReactNode, g: CardNumberGroup, onClick: () => void, extra = {}) => (
    <Tooltip title={t(`cards.actions.${key}`)}>
      <Button
        size="small"
        icon={icon}
        aria-label={t('cards.actions.labelled', {
          action: t(`cards.actions.${key}`),
          name: g.cardName || g.cardNumber,
        })}
        onClick={onClick}
        {...extra}
      />
    </Tooltip>
  );
  return (
    <>
      <ListPageHeader
        title={t('cards.manage.title')}
        intro={t('cards.manage.intro')}
        searchLabel={t('cards.panel.search')}
        onSearch={onSearch}
      >
        <Space wrap>
          <Button icon={<CreditCardOutlined />} onClick={() => void navigate('/card/encoder')}>
            {t('cards.manage.encoder')}
          </Button>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('cards.panel.import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/card/issue')}>
            {t('cards.manage.issue')}
          </Button>
        </Space>
      </ListPageHeader>
      <CardGroupTable
        groups={query.data?.list ?? []}
        loading={query.isFetching && !query.data}
        total={query.data?.total ?? 0}
        page={page}
        onPage={onPage}
        empty={
          <ListEmpty
            load={query}
            noneAtAll={noneAtAll}
            title={t('cards.manage.emptyTitle')}
            noMatch={t('cards.manage.noMatch')}
            hint={t('cards.manage.emptyHint')}
          />
        }
        actions={(g) => (
          <Space size={4}>
            {action('send', <SendOutlined />, g, () => {
              rememberCardToSend({ cardNumber: g.cardNumber, cardName: g.cardName });
              void navigate('/card/send');
            })}
            {action('permissions', <KeyOutlined />, g, () =>
              navigate(`/card/props?cardNumber=${encodeURIComponent(g.cardNumber)}`),
            )}
            {action('reportLost', <StopOutlined />, g, () => setLosing(g), { disabled: g.lost, danger: true })}
          </Space>
        )}
      />
      {losing && <ReportLostModal card={losing} onClose={() => setLosing(null)} onDone={() => void refresh()} />}
      {importing && <ImportCardsModal onClose={() => setImporting(false)} onDone={() => void refresh()} />}
    </>
  );
}
