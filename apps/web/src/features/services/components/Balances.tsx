// Units left of each paid service, one card each.
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBalances } from '../hooks/useServices';

export function Balances() {
  const { t } = useTranslation();
  const balances = useBalances();
  return (
    <Row gutter={[12, 12]}>
      {(balances.data?.list ?? []).map((b) => (
        <Col key={b.serviceType} xs={12} md={6}>
          <Card size="small" loading={balances.isPending}>
            <Statistic
              title={t(`service.type.${b.serviceType}`)}
              value={b.balance}
              valueStyle={{ fontSize: 22 }}
              data-testid={`balance-${b.serviceType}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
