// Checking a guest in (issue 19): their name and the check-out time, and a passcode or a room card. The passcode is
// shown once here to hand over (it is also in the lock's passcode list under the guest's name); a room card is written
// by the desk encoder (the card on its reader), sealed for this room and valid for the stay, and listed in the lock's
// cards under the guest's name.
import { Alert, Button, DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@lockconsole/shared/hotel/hotel';
import { copyText } from '../../../lib/copyText';
import { EncoderConnection } from '../../cards/encoder/EncoderConnection';
import { EncoderReader } from '../../cards/encoder/EncoderReader';
import { useEncoder } from '../../cards/encoder/useEncoder';
import { checkIn } from '../api/hotelApi';

type Props = { room: Room | null; onClose: (changed: boolean) => void };

export function CheckInModal({ room, onClose }: Props) {
  const { t } = useTranslation();
  const [guest, setGuest] = useState('');
  const [until, setUntil] = useState<Dayjs | null>(() => dayjs().add(1, 'day').hour(12).minute(0).second(0));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Awaited<ReturnType<typeof checkIn>> | null>(null);
  const [withCard, setWithCard] = useState(false);
  const enc = useEncoder();
  /** The stay's card as written (null: not yet, or the encoder failed: "Write again"). */
  const [written, setWritten] = useState<string | null>(null);
  /** The card the stay was checked in with (its data is sealed for this card only). */
  const [stayCard, setStayCard] = useState<string | null>(null);
  if (!room) return null;
  /** Writes the stay's data onto the card on the reader; the stay stands whatever happens here. */
  const writeCard = async (cardNumber: string, cardData: string) => {
    setProblem(null);
    const read = await enc.write(cardNumber, cardData);
    if (read?.cardData === cardData) setWritten(cardNumber);
    else setProblem(t('hotel.checkIn.cardNotWritten'));
  };
  const submit = async () => {
    if (!guest.trim()) return setProblem(t('validation.hotel.guest'));
    if (!until) return setProblem(t('hotel.checkIn.untilRequired'));
    const card = withCard ? enc.card : null;
    if (withCard && !card) return setProblem(t('hotel.checkIn.cardNeeded'));
    setBusy(true);
    setProblem(null);
    try {
      const stay = await checkIn(room.lockId, guest.trim(), until.valueOf(), card?.cardNumber);
      setDone(stay);
      if (card && stay.cardData) {
        setStayCard(card.cardNumber);
        await writeCard(card.cardNumber, stay.cardData);
      }
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('hotel.checkIn.title', { room: room.room })}
      onCancel={() => onClose(done !== null)}
      footer={null}
      destroyOnHidden
    >
      {done ? (
        <>
          {done.keyboardPwd ? (
            <>
              <Typography.Paragraph>{t('hotel.checkIn.done', { guest: guest.trim() })}</Typography.Paragraph>
              <Typography.Title level={2} style={{ letterSpacing: 4 }} data-testid="stay-code">
                {done.keyboardPwd}
              </Typography.Title>
            </>
          ) : written ? (
            <Typography.Paragraph data-testid="stay-card">
              {t('hotel.checkIn.cardDone', { guest: guest.trim() })}
            </Typography.Paragraph>
          ) : null}
          {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
          {done.cardData && stayCard && !written && (
            <Button
              loading={enc.busy}
              onClick={() => void writeCard(stayCard, done.cardData!)}
              data-testid="write-again"
            >
              {t('hotel.checkIn.writeAgain')}
            </Button>
          )}
          <Typography.Paragraph type="secondary">
            {t('hotel.checkIn.validity', {
              from: dayjs(done.startDate).format('YYYY-MM-DD HH:mm'),
              to: dayjs(done.endDate).format('YYYY-MM-DD HH:mm'),
            })}
          </Typography.Paragraph>
          {!done.roomStatusSent && <Alert type="info" showIcon message={t('hotel.checkIn.statusLater')} />}
          {done.keyboardPwd && (
            <Button style={{ marginTop: 12 }} onClick={() => void copyText(done.keyboardPwd!)}>
              {t('hotel.checkIn.copy')}
            </Button>
          )}
          <Button style={{ marginTop: 12, marginLeft: 8 }} type="primary" onClick={() => onClose(true)}>
            {t('hotel.checkIn.close')}
          </Button>
        </>
      ) : (
        <>
          {/* The encoder's own form sits beside this one (forms cannot nest): the submit button is outside both. */}
          <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
            <Form.Item label={t('hotel.checkIn.guest')} htmlFor="stay-guest">
              <Input id="stay-guest" value={guest} maxLength={50} onChange={(e) => setGuest(e.target.value)} />
            </Form.Item>
            <Form.Item label={t('hotel.checkIn.until')} htmlFor="stay-until">
              <DatePicker
                id="stay-until"
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                value={until}
                onChange={setUntil}
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
            <Form.Item label={t('hotel.checkIn.credential')}>
              <Radio.Group value={withCard} onChange={(e) => setWithCard(e.target.value as boolean)}>
                <Radio.Button value={false}>{t('hotel.checkIn.passcode')}</Radio.Button>
                <Radio.Button value={true}>{t('hotel.checkIn.card')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Form>
          {withCard && (
            <div style={{ marginBottom: 16 }}>
              <EncoderConnection enc={enc} />
              {enc.status === 'connected' && <EncoderReader enc={enc} />}
            </div>
          )}
          {problem && <Alert type="error" showIcon role="alert" message={problem} style={{ marginBottom: 12 }} />}
          <Button
            type="primary"
            loading={busy || enc.busy}
            disabled={withCard && !enc.card}
            data-testid="check-in-submit"
            onClick={() => void submit()}
          >
            {t('hotel.checkIn.submit')}
          </Button>
        </>
      )}
    </Modal>
  );
}
