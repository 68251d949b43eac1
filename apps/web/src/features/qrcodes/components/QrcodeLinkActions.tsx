// What the holder needs of a QR code: its public link, copied, opened, or shared by e-mail (mailto:) or SMS (sms:)
// with a short text in the console's language. As icon buttons in a list row, or as labelled buttons after issuing.
import { Button, Space, Tooltip } from 'antd';
import { CopyOutlined, ExportOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QrcodeItem } from '@lockconsole/shared/qrcode/qrcode';
import { copyText } from '../../../lib/copyText';
import { toast } from '../../../lib/toast';
import { mailtoHref, smsHref } from '../qrcodeView';

type Props = {
  qrcode: Pick<QrcodeItem, 'link' | 'qrcodeName' | 'qrcodeNumber' | 'lockAlias'>;
  /** Icon buttons with tooltips (list rows); otherwise labelled buttons. */
  compact?: boolean;
};

export function QrcodeLinkActions({ qrcode: q, compact = false }: Props) {
  const { t } = useTranslation();
  const name = q.qrcodeName || q.qrcodeNumber;
  const vars = { lock: q.lockAlias, name, link: q.link };
  const subject = t('qrcodes.share.subject', vars);
  const body = t('qrcodes.share.text', vars);
  const copy = () =>
    void copyText(q.link).then((ok) =>
      ok ? toast.success(t('qrcodes.share.copied')) : toast.error(t('qrcodes.share.copyFailed')),
    );
  const items = [
    { id: 'copy', icon: <CopyOutlined />, onClick: copy },
    { id: 'open', icon: <ExportOutlined />, href: q.link, target: '_blank' },
    { id: 'email', icon: <MailOutlined />, href: mailtoHref(subject, body) },
    { id: 'sms', icon: <MessageOutlined />, href: smsHref(body) },
  ] as const;
  return (
    <Space size={compact ? 4 : 8} wrap>
      {items.map((i) => {
        const label = t(`qrcodes.share.${i.id}`);
        const extra =
          'href' in i
            ? { href: i.href, target: 'target' in i ? i.target : undefined, rel: 'noopener noreferrer' }
            : { onClick: i.onClick };
        return compact ? (
          <Tooltip key={i.id} title={label}>
            <Button
              size="small"
              icon={i.icon}
              aria-label={t('qrcodes.actions.labelled', { action: label, name })}
              data-testid={`qrcode-${i.id}`}
              {...extra}
            />
          </Tooltip>
        ) : (
          <Button key={i.id} icon={i.icon} data-testid={`qrcode-${i.id}`} {...extra}>
            {label}
          </Button>
        );
      })}
    </Space>
  );
}
