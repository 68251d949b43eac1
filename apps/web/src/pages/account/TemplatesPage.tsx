// /account/smsTmpl and /account/emailTmpl (issue 19; spec §2): the caller's message templates of one channel — the
// wording of the SMS or e-mail that carries a passcode or an ekey. Keeping them is a premium function; deleting stays
// open. A passcode shared from a lock page offers these templates.
import { Button, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_TYPE, type Template, type TemplateType } from '@lockconsole/shared/template/template';
import { RenameDeleteActions } from '../../components/RenameDeleteActions';
import { appState } from '../../lib/session/appState';
import { useStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { PremiumNote, usePremiumFunctionsOpen } from '../../features/services/components/PremiumNote';
import { TemplateModal } from '../../features/templates/components/TemplateModal';
import { useTemplateWrites } from '../../features/templates/hooks/useTemplates';
import { useTemplates } from '../../lib/templates/templatesQuery';

function TemplatesPage({ templateType }: { templateType: TemplateType }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const siteName = useStore(appState, (s) => s.site?.name ?? '');
  const list = useTemplates({ templateType, pageNo, pageSize: 20 });
  const { remove } = useTemplateWrites();
  const premiumOpen = usePremiumFunctionsOpen();
  const kind = templateType === TEMPLATE_TYPE.sms ? 'sms' : 'email';
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t(`templates.title.${kind}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('templates.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        {!premiumOpen && <PremiumNote fn="templates" />}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={!premiumOpen}>
          {t('templates.add')}
        </Button>
      </Space>
      <Table<Template>
        rowKey="templateId"
        size="middle"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('templates.empty') }}
        pagination={{ current: pageNo, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNo }}
        columns={[
          { key: 'name', title: t('templates.name'), dataIndex: 'name' },
          { key: 'method', title: t('templates.openMethod'), render: (_, r) => t(`templates.method.${r.openMethod}`) },
          {
            key: 'content',
            title: t('templates.content'),
            render: (_, r) => (
              <Typography.Text ellipsis={{ tooltip: r.content }} style={{ maxWidth: 360 }}>
                {r.content}
              </Typography.Text>
            ),
          },
          {
            key: 'external',
            title: t('templates.external'),
            render: (_, r) => t(r.external ? 'templates.shown' : 'templates.hidden'),
          },
          {
            key: 'actions',
            title: t('templates.actions'),
            render: (_, r) => (
              <RenameDeleteActions
                name={r.name}
                renameLabel={t('templates.editShort')}
                deleteLabel={t('templates.delete')}
                deleteConfirm={t('templates.deleteConfirm')}
                onRename={() => setEditing(r)}
                onDelete={async () => {
                  try {
                    await remove.mutateAsync(r.templateId);
                    toast.success(t('templates.deleted'));
                  } catch (e) {
                    toast.error(e instanceof Error ? e.message : String(e));
                  }
                }}
              />
            ),
          },
        ]}
      />
      <TemplateModal
        templateType={templateType}
        editing={editing}
        siteName={siteName}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

export const SmsTemplatesPage = () => <TemplatesPage templateType={TEMPLATE_TYPE.sms} />;
export const EmailTemplatesPage = () => <TemplatesPage templateType={TEMPLATE_TYPE.email} />;
