// Premium (issue 17): the status and its end, the warning before it ends, the 10-day trial (once), and a year of
// premium in the tier that covers the account's locks.
import { Alert, Button, Card, Descriptions, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ServicePackage } from '@lockconsole/shared/commerce/commerce';
import { usePremium, useStartTrial } from '../hooks/usePremium';
import { BuyModal, packageLabel } from './BuyModal';
import { formatMoney } from './money';
import { ToneTag, type Tone } from './ToneTag';

const TONES: Record<number, Tone> = { 0: 'default', 1: 'blue', 2: 'green', 3: 'red' };

export function Premium() {
  const { t, i18n } = useTranslation();
  const premium = usePremium();
  const trial = useStartTrial();
  const [buying, setBuying] = useState<ServicePackage | null>(null);
  const p = premium.data;
  const date = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD') : '');
  return (
    <>
      <Typography.Paragraph type="secondary">{t('service.vip.intro')}</Typography.Paragraph>
      <Card loading={premium.isPending} style={{ marginBottom: 16 }}>
        {p && (
          <>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('service.vip.statusLabel')}>
                <ToneTag tone={TONES[p.status] ?? 'default'} testId="premium-status">
                  {t(`service.vip.status.${p.status}`)}
                </ToneTag>
                {p.until && p.status !== 3 ? t('service.vip.until', { date: date(p.until) }) : null}
              </Descriptions.Item>
            </Descriptions>
            {p.willOverdue && (
              <Alert type="warning" showIcon message={t('service.vip.willOverdue', { date: date(p.until) })} />
            )}
            {p.status === 3 && p.until && (
              <Alert type="error" showIcon message={t('service.vip.overdue', { date: date(p.until) })} />
            )}
            {p.trialUsed ? (
              p.status === 0 && <Typography.Text type="secondary">{t('service.vip.trialUsed')}</Typography.Text>
            ) : (
              <Button
                type="primary"
                style={{ marginTop: 12 }}
                loading={trial.isPending}
                onClick={() => trial.mutate()}
                data-testid="premium-trial"
              >
                {t('service.vip.startTrial')}
              </Button>
            )}
          </>
        )}
      </Card>
      <Typography.Title level={2} style={{ fontSize: 17 }}>
        {t('service.vip.tiersTitle')}
      </Typography.Title>
      {p && <Typography.Paragraph>{t('service.vip.locksOwned', { count: p.lockCount })}</Typography.Paragraph>}
      <Table<ServicePackage>
        rowKey="packageId"
        size="middle"
        loading={premium.isPending}
        dataSource={p?.tiers ?? []}
        pagination={false}
        columns={[
          { key: 'tier', title: t('service.column.service'), render: (_, x) => packageLabel(t, x) },
          {
            key: 'amount',
            title: t('service.column.amount'),
            render: (_, x) => formatMoney(x.amount, x.currency, i18n.language),
          },
          {
            key: 'buy',
            title: '',
            width: 220,
            render: (_, x) =>
              p && x.count < p.lockCount ? (
                <Typography.Text type="secondary">{t('service.vip.tooSmall')}</Typography.Text>
              ) : (
                <Button size="small" type="primary" onClick={() => setBuying(x)} data-testid={`premium-buy-${x.count}`}>
                  {t('service.page.buy')}
                </Button>
              ),
          },
        ]}
      />
      <BuyModal pkg={buying} onClose={() => setBuying(null)} />
    </>
  );
}
