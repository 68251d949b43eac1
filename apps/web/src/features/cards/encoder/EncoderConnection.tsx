// The bridge part of the encoder page: the port, connect, and what is connected — or the driver message of spec §8
// (driver not found, device not found, connection failed, occupied, plugin version too low) with what to do.
import { Alert, Button, Descriptions, Form, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENCODER_MIN_VERSION } from '@lockconsole/shared/card/encoder-protocol';
import type { Encoder } from './useEncoder';

export function EncoderConnection({ enc }: { enc: Encoder }) {
  const { t } = useTranslation();
  const [port, setPort] = useState(enc.port);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form layout="inline" onFinish={() => void enc.connect(port)}>
        <Form.Item label={t('cards.encoder.port')} htmlFor="encoder-port">
          <InputNumber id="encoder-port" min={1} max={65535} value={port} onChange={(v) => setPort(Number(v) || 0)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enc.status === 'connecting'}>
          {enc.status === 'connected' ? t('cards.encoder.reconnect') : t('cards.encoder.connect')}
        </Button>
      </Form>
      {enc.status === 'connected' && enc.bridge && (
        <Descriptions size="small" column={1} data-testid="encoder-bridge">
          <Descriptions.Item label={t('cards.encoder.bridge')}>
            {enc.bridge.name} {enc.bridge.version}
          </Descriptions.Item>
          <Descriptions.Item label={t('cards.encoder.device')}>
            {enc.deviceConnected ? t('cards.encoder.plugged') : t('cards.encoder.errors.deviceNotFound')}
          </Descriptions.Item>
        </Descriptions>
      )}
      {enc.problem && (
        <Alert
          type="error"
          showIcon
          data-testid="encoder-problem"
          message={t(`cards.encoder.errors.${enc.problem}`, { version: ENCODER_MIN_VERSION })}
        />
      )}
    </Space>
  );
}
