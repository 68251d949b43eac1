// The fingerprints or cards of an offer (transfer types 5 and 6) in the transfers' history: kind, name and number as
// they were when offered.
import { Space, Tag, Typography } from 'antd';
import { CreditCardOutlined, ScanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Transfer } from '@lockconsole/shared/transfer/transfer';

export function TransferCredentials({ list }: { list: Transfer['credentials'] }) {
  const { t } = useTranslation();
  if (!list.length) return null;
  return (
    <Space size={[4, 4]} wrap data-testid="transfer-credentials">
      {list.map((c, i) => (
        <Tag
          key={`${c.kind}-${c.number}-${i}`}
          icon={c.kind === 'card' ? <CreditCardOutlined /> : <ScanOutlined />}
          color={c.kind === 'card' ? 'blue' : 'purple'}
        >
          {/* The icon shows the kind; a screen reader hears it. */}
          <span className="visually-hidden">{t(`transfers.kind.${c.kind}`)}: </span>
          {c.name || t(`transfers.kind.${c.kind}`)}{' '}
          <Typography.Text code style={{ fontSize: 12 }}>
            {c.number}
          </Typography.Text>
        </Tag>
      ))}
    </Space>
  );
}
