// "Get unlock link" of an ekey (POST /key/getUnlockLink): the link, when it expires, and a copy button
// (spec §8 "copy failed" when the browser refuses).
import { Alert, Button, Input, Modal, Space, Spin, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { toast } from '../../../lib/toast';
import { getUnlockLink } from '../api/ekeyApi';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Plain HTTP on a LAN has no clipboard API: fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export function UnlockLinkModal({ item, onClose }: { item: EkeyItem; onClose: () => void }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: ['unlock-link', item.keyId],
    // The server answers a relative link when it does not know its public address: complete it here.
    queryFn: async () => {
      const l = await getUnlockLink(item.keyId);
      return { ...l, link: new URL(l.link, window.location.origin).href };
    },
    gcTime: 0,
  });
  return (
    <Modal
      open
      title={t('ekeys.link.title', { name: item.keyName })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('ekeys.link.close')}</Button>}
    >
      {link.isLoading && <Spin />}
      {link.error && <Alert type="error" showIcon message={link.error.message} />}
      {link.data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('ekeys.link.text')}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link.data.link} aria-label={t('ekeys.link.label')} data-testid="unlock-link" />
            <Button
              type="primary"
              icon={<CopyOutlined />}
              onClick={async () => {
                if (await copy(link.data.link)) toast.success(t('ekeys.link.copied'));
                else toast.error(t('ekeys.link.copyFailed'));
              }}
            >
              {t('ekeys.link.copy')}
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary">
            {t('ekeys.link.expires', { time: dayjs(link.data.expiresAt).format('YYYY-MM-DD HH:mm') })}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
