// The card tab of /manage/:name (issue 14): the lock's IC cards with search and live status, the row actions, and
// the toolbar — add a card, read back from the lock, clear all, bulk import, and for the lock's owner the chosen
// cards' numbers given to a person (issue 19, transfer type 6). Only for those who may manage the lock (the
// endpoints answer −2018 to anyone else).
import { Alert, Button, Input, Space, Typography } from 'antd';
import { ImportOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardItem } from '@lockconsole/shared/card/card';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { ChangeCredentialPeriodModal } from '../../../components/credential/ChangeCredentialPeriodModal';
import { ClearCredentialsButton } from '../../../components/credential/ClearCredentialsButton';
import { isApiError } from '../../../lib/api/ApiError';
import { cardPeriodRequest, periodFromCard } from '../../../lib/credentials/credentialPeriod';
import { toast } from '../../../lib/toast';
import { GiveCredentialsButton } from '../../transfers/components/GiveCredentialsButton';
import { useGiveSelection } from '../../transfers/hooks/useGiveSelection';
import { changeCardPeriod, clearCards, deleteCard, renameCard } from '../api/cardApi';
import { useCards, useRefreshCards } from '../hooks/useCards';
import { useReadBack } from '../hooks/useReadBack';
import { CardTable } from './CardTable';
import { ImportCardsModal } from './ImportCardsModal';
import { ReadBackModal } from './ReadBackModal';
import { RenameCardModal } from './RenameCardModal';
import { ReportLostModal } from './ReportLostModal';

type Props = { lock: LockDetail };

export function CardPanel({ lock }: Props) {
  const { t } = useTranslation();
  const can = lock.abilities;
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [changing, setChanging] = useState<CardItem | null>(null);
  const [renaming, setRenaming] = useState<CardItem | null>(null);
  const [losing, setLosing] = useState<CardItem | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useCards({ lockId: lock.lockId, ...page, searchStr: search }, can.manage);
  const refresh = useRefreshCards();
  const readBack = useReadBack(lock.lockId, () => void refresh());
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const give = useGiveSelection<CardItem>({
    enabled: can.own,
    itemOf: (c) => ({ id: c.cardId, name: c.cardName, number: c.cardNumber }),
    labelOf: (c) => c.cardName || c.cardNumber,
  });
  if (!can.manage) return <Alert type="info" showIcon message={t('cards.panel.noRight')} />;
  const remove = async (c: CardItem) => {
    try {
      await deleteCard({ lockId: lock.lockId, cardId: c.cardId });
    } catch (e) {
      toast.error(isApiError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      void refresh();
    }
  };
  return (
    <section aria-labelledby="cards-title" data-testid="card-panel">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} id="cards-title" style={{ fontSize: 18, margin: 0 }}>
            {t('cards.panel.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('cards.panel.lockTime')}</Typography.Text>
        </div>
        <Space wrap>
          <Button
            icon={<SyncOutlined />}
            loading={readBack.state.phase === 'reading'}
            onClick={() => void readBack.start()}
          >
            {t('cards.panel.readBack')}
          </Button>
          <ClearCredentialsButton
            lockId={lock.lockId}
            clear={clearCards}
            texts="cards.clear"
            confirmHelp
            testId="card"
            onChanged={() => void refresh()}
          />
          {can.own && (
            <GiveCredentialsButton lockId={lock.lockId} kind="card" items={give.items} onGiven={give.clear} />
          )}
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('cards.panel.import')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(`/manage/issueCard?lockId=${lock.lockId}`)}
          >
            {t('cards.panel.add')}
          </Button>
        </Space>
      </Space>
      <Input.Search
        allowClear
        placeholder={t('cards.panel.search')}
        aria-label={t('cards.panel.search')}
        onSearch={(v) => {
          setSearch(v.trim());
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
        style={{ width: 280, marginBottom: 12 }}
      />
      <CardTable
        cards={list.data?.list ?? []}
        loading={list.isFetching && !list.data}
        load={list}
        total={list.data?.total ?? 0}
        page={page}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        tz={tz}
        onChanged={() => void refresh()}
        rowSelection={give.rowSelection}
        onChangePeriod={setChanging}
        onRename={setRenaming}
        onReportLost={setLosing}
        onDelete={remove}
      />
      {changing && (
        <ChangeCredentialPeriodModal
          period={(now) => periodFromCard(changing, now, tz)}
          tz={tz}
          title={t('cards.change.title', { name: changing.cardName || changing.cardNumber })}
          intro={t('cards.change.intro')}
          okText={t('cards.change.save')}
          idPrefix="change-card"
          skipUnchanged
          submit={(p) =>
            changeCardPeriod({ lockId: changing.lockId, cardId: changing.cardId, ...cardPeriodRequest(p, tz) })
          }
          onClose={() => setChanging(null)}
          onDone={() => void refresh()}
        />
      )}
      <RenameCardModal
        card={renaming}
        onSubmit={async (name) => {
          await renameCard({ lockId: lock.lockId, cardId: renaming!.cardId, cardName: name });
          void refresh();
        }}
        onClose={() => setRenaming(null)}
      />
      {losing && <ReportLostModal card={losing} onClose={() => setLosing(null)} onDone={() => void refresh()} />}
      {importing && (
        <ImportCardsModal
          initialLockIds={[lock.lockId]}
          onClose={() => setImporting(false)}
          onDone={() => void refresh()}
        />
      )}
      <ReadBackModal state={readBack.state} onClose={readBack.close} />
    </section>
  );
}
