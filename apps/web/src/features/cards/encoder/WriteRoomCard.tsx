// Writing a card that carries its permission: the lock (a room), building and floor, name and validity; the server
// seals the data for that lock (POST /card/encode) and the encoder writes it onto the card on the reader. The lock
// then accepts the card with no gateway.
import { Alert, Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockPicker } from '../../../components/LockPicker';
import { isApiError } from '../../../lib/api/ApiError';
import { encodeCard } from '../api/cardApi';
import type { Encoder } from './useEncoder';

const fromLocalInput = (v: string) => (v ? new Date(v).getTime() : undefined);

export function WriteRoomCard({ enc, onWritten }: { enc: Encoder; onWritten: () => void }) {
  const { t } = useTranslation();
  const [lockId, setLockId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [building, setBuilding] = useState(0);
  const [floor, setFloor] = useState(0);
  const [limited, setLimited] = useState(true);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const card = enc.card;

  const submit = async () => {
    setError(null);
    setDone(null);
    if (!card || lockId === null) return;
    try {
      const made = await encodeCard({
        lockId,
        cardNumber: card.cardNumber,
        cardName: name || undefined,
        building,
        floor,
        validityType: limited ? 2 : 1,
        startDate: limited ? fromLocalInput(start) : undefined,
        endDate: limited ? fromLocalInput(end) : undefined,
      });
      const written = await enc.write(card.cardNumber, made.cardData);
      if (written?.cardData === made.cardData) {
        setDone(t('cards.encoder.written', { number: card.cardNumber, lock: made.card.lockAlias }));
        onWritten();
      }
    } catch (e) {
      setError(isApiError(e) || e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 520 }}>
      <LockPicker
        mode="one"
        id="encoder-lock"
        need="manage"
        label={t('cards.encoder.lock')}
        placeholder={t('cards.encoder.lockPlaceholder')}
        empty={t('cards.encoder.noLock')}
        value={lockId}
        onChange={setLockId}
      />
      <Form.Item label={t('cards.form.name')} htmlFor="encoder-name">
        <Input id="encoder-name" maxLength={50} value={name} onChange={(e) => setName(e.target.value)} />
      </Form.Item>
      <Space>
        <Form.Item label={t('cards.encoder.building')} htmlFor="encoder-building">
          <InputNumber
            id="encoder-building"
            min={0}
            max={255}
            value={building}
            onChange={(v) => setBuilding(Number(v) || 0)}
          />
        </Form.Item>
        <Form.Item label={t('cards.encoder.floor')} htmlFor="encoder-floor">
          <InputNumber id="encoder-floor" min={0} max={255} value={floor} onChange={(v) => setFloor(Number(v) || 0)} />
        </Form.Item>
      </Space>
      <Form.Item label={t('cards.encoder.validity')}>
        <Radio.Group value={limited} onChange={(e) => setLimited(e.target.value as boolean)}>
          <Radio.Button value={true}>{t('cards.validityType.limited')}</Radio.Button>
          <Radio.Button value={false}>{t('cards.validityType.permanent')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {limited && (
        <Space wrap>
          <Form.Item label={t('cards.encoder.start')} htmlFor="encoder-start" extra={t('cards.encoder.startHelp')}>
            <Input id="encoder-start" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
          </Form.Item>
          <Form.Item label={t('cards.encoder.end')} htmlFor="encoder-end" required>
            <Input id="encoder-end" type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />
          </Form.Item>
        </Space>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} role="alert" />}
      {done && (
        <Alert type="success" showIcon message={done} style={{ marginBottom: 12 }} data-testid="encoder-written" />
      )}
      <Button type="primary" htmlType="submit" disabled={!card || lockId === null || enc.busy} loading={enc.busy}>
        {t('cards.encoder.write')}
      </Button>
    </Form>
  );
}
