// What reaches the caller by message (issue 29): the channel, which kinds, and quiet hours in the browser's time
// zone. Every alert appears in the console whatever is chosen here.
import { Button, Checkbox, Form, Select, Space, Switch, TimePicker, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { ALERT_CHANNELS, ALERT_KINDS, type AlertSettings } from '@lockconsole/shared/alert/alert';
import type { TFunction } from 'i18next';
import { useAlertSettings, useSaveAlertSettings } from '../hooks/useAlerts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const toMinute = (d: Dayjs | null) => (d ? d.hour() * 60 + d.minute() : null);
const fromMinute = (m: number | null) => (m === null ? null : dayjs().startOf('day').add(m, 'minute'));

/** Gateway-offline alert times offered (minutes; 0 = never). */
const GATEWAY_MINUTES = [0, 5, 10, 15, 30, 60, 120, 240, 720, 1440];
const minutesLabel = (t: TFunction, m: number) =>
  m === 0
    ? t('alerts.door.off')
    : m < 60
      ? t('alerts.door.minutes', { count: m })
      : t('alerts.door.hours', { count: m / 60 });

export function AlertSettingsForm() {
  const settings = useAlertSettings();
  return settings.data ? <SettingsEditor initial={settings.data} /> : null;
}

function SettingsEditor({ initial }: { initial: AlertSettings }) {
  const { t } = useTranslation();
  const save = useSaveAlertSettings();
  const [draft, setDraft] = useState<AlertSettings>(initial);
  const quiet = draft.quietStart !== null && draft.quietEnd !== null;
  const sent = ALERT_KINDS.filter((k) => !draft.muted.includes(k));
  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 560 }}
      onFinish={() => save.mutate({ ...draft, timeZone: browserZone() })}
    >
      <Typography.Paragraph type="secondary">{t('alerts.settings.intro')}</Typography.Paragraph>
      <Form.Item label={t('alerts.settings.channel')} htmlFor="alert-channel">
        <Select
          id="alert-channel"
          value={draft.channel}
          options={ALERT_CHANNELS.map((c) => ({ value: c, label: t(`alerts.settings.channels.${c}`) }))}
          onChange={(channel) => setDraft({ ...draft, channel })}
        />
      </Form.Item>
      <Form.Item label={t('alerts.settings.kinds')}>
        <Checkbox.Group
          value={sent}
          disabled={draft.channel === 'off'}
          options={ALERT_KINDS.map((k) => ({ value: k, label: t(`alerts.kind.${k}`) }))}
          onChange={(on) => setDraft({ ...draft, muted: ALERT_KINDS.filter((k) => !on.includes(k)) })}
        />
      </Form.Item>
      <Form.Item label={t('alerts.settings.gatewayOffline')} htmlFor="alert-gateway-offline">
        <Select
          id="alert-gateway-offline"
          value={draft.gatewayOfflineMinutes}
          options={[...new Set([...GATEWAY_MINUTES, draft.gatewayOfflineMinutes])]
            .sort((a, b) => a - b)
            .map((m) => ({ value: m, label: minutesLabel(t, m) }))}
          onChange={(gatewayOfflineMinutes) => setDraft({ ...draft, gatewayOfflineMinutes })}
        />
      </Form.Item>
      <Form.Item label={t('alerts.settings.quiet')} extra={t('alerts.settings.quietHelp', { zone: browserZone() })}>
        <Space wrap>
          <Switch
            checked={quiet}
            aria-label={t('alerts.settings.quiet')}
            onChange={(on) => setDraft({ ...draft, quietStart: on ? 22 * 60 : null, quietEnd: on ? 7 * 60 : null })}
          />
          {quiet && (
            <>
              <TimePicker
                format="HH:mm"
                allowClear={false}
                aria-label={t('alerts.settings.quietFrom')}
                value={fromMinute(draft.quietStart)}
                onChange={(d) => setDraft({ ...draft, quietStart: toMinute(d) })}
              />
              <TimePicker
                format="HH:mm"
                allowClear={false}
                aria-label={t('alerts.settings.quietTo')}
                value={fromMinute(draft.quietEnd)}
                onChange={(d) => setDraft({ ...draft, quietEnd: toMinute(d) })}
              />
            </>
          )}
        </Space>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('alerts.settings.save')}
      </Button>
    </Form>
  );
}
