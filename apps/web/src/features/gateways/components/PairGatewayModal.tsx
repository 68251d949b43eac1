// Add a gateway: ask for a one-time pairing code (optionally naming the gateway), show it as XXXX-XXXX until
// it expires, and say when a new gateway has come online with it (the page's list grows).
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { CreatePairingCodeResponse } from '@lockconsole/shared/gateway/create-pairing-code';
import type { Gateway } from '@lockconsole/shared/gateway/gateway';
import { createPairingCode } from '../api/gatewayApi';

type Props = { open: boolean; gateways: Gateway[]; onClose: () => void };

const pretty = (code: string) => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

export function PairGatewayModal({ open, gateways, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [code, setCode] = useState<CreatePairingCodeResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [known, setKnown] = useState<Set<number>>(() => new Set());
  useEffect(() => {
    if (!code) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [code]);
  const paired = code ? gateways.find((g) => !known.has(g.gatewayId)) : undefined;
  const get = async () => {
    setBusy(true);
    setError(null);
    setKnown(new Set(gateways.map((g) => g.gatewayId)));
    try {
      setCode(await createPairingCode(name.trim()));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setCode(null);
    setName('');
    setError(null);
    onClose();
  };
  const expired = code !== null && now > code.expiresAt && !paired;
  return (
    <Modal
      open={open}
      title={t('gateways.pair.title')}
      onCancel={close}
      footer={
        code ? (
          <Space>
            {expired && <Button onClick={() => void get()}>{t('gateways.pair.again')}</Button>}
            <Button type="primary" onClick={close}>
              {t('gateways.pair.done')}
            </Button>
          </Space>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void get()}>
            {t('gateways.pair.create')}
          </Button>
        )
      }
      destroyOnHidden
    >
      {!code ? (
        <Form layout="vertical" onFinish={() => void get()}>
          <Form.Item label={t('gateways.pair.name')} htmlFor="pair-name">
            <Input id="pair-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} />}
        </Form>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('gateways.pair.instructions')}</Typography.Text>
          <div className="pairing-code" aria-label={t('gateways.pair.code')} data-testid="pairing-code">
            {pretty(code.pairingCode)}
          </div>
          {paired ? (
            <Alert
              type="success"
              showIcon
              message={t('gateways.pair.paired', { name: paired.gatewayName })}
              role="status"
            />
          ) : expired ? (
            <Alert type="warning" showIcon message={t('gateways.pair.expired')} />
          ) : (
            <>
              <Typography.Text type="secondary">
                {t('gateways.pair.expires', { time: dayjs(code.expiresAt).format('HH:mm:ss') })}
              </Typography.Text>
              <Typography.Text role="status">
                <LoadingOutlined /> {t('gateways.pair.waiting')}
              </Typography.Text>
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
