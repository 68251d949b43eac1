// Checking a guest in (issue 19): their name and the check-out time; the answer is the passcode for the stay, shown
// once here to hand over (it is also in the lock's passcode list under the guest's name).
import { Alert, Button, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@lockconsole/shared/hotel/hotel';
import { copyText } from '../../../lib/copyText';
import { checkIn } from '../api/hotelApi';

type Props = { room: Room | null; onClose: (changed: boolean) => void };

export function CheckInModal({ room, onClose }: Props) {
  const { t } = useTranslation();
  const [guest, setGuest] = useState('');
  const [until, setUntil] = useState<Dayjs | null>(() => dayjs().add(1, 'day').hour(12).minute(0).second(0));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Awaited<ReturnType<typeof checkIn>> | null>(null);
  if (!room) return null;
  const submit = async () => {
    if (!guest.trim()) return setProblem(t('validation.hotel.guest'));
    if (!until) return setProblem(t('hotel.checkIn.untilRequired'));
    setBusy(true);
    setProblem(null);
    try {
      setDone(await checkIn(room.lockId, guest.trim(), until.valueOf()));
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
          <Typography.Paragraph>{t('hotel.checkIn.done', { guest: guest.trim() })}</Typography.Paragraph>
          <Typography.Title level={2} style={{ letterSpacing: 4 }} data-testid="stay-code">
            {done.keyboardPwd}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('hotel.checkIn.validity', {
              from: dayjs(done.startDate).format('YYYY-MM-DD HH:mm'),
              to: dayjs(done.endDate).format('YYYY-MM-DD HH:mm'),
            })}
          </Typography.Paragraph>
          {!done.roomStatusSent && <Alert type="info" showIcon message={t('hotel.checkIn.statusLater')} />}
          <Button style={{ marginTop: 12 }} onClick={() => void copyText(done.keyboardPwd)}>
            {t('hotel.checkIn.copy')}
          </Button>
          <Button style={{ marginTop: 12, marginLeft: 8 }} type="primary" onClick={() => onClose(true)}>
            {t('hotel.checkIn.close')}
          </Button>
        </>
      ) : (
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
          {problem && <Alert type="error" showIcon role="alert" message={problem} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" loading={busy} data-testid="check-in-submit">
            {t('hotel.checkIn.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
