// A message template, new or changed (issue 19): name, what it carries (ekey or passcode), start text, content with
// its placeholders (a click puts one at the cursor), end text, the sender's site shown or hidden; a live preview with
// sample values, its length and, for SMS, how many messages it takes. The rules are the shared ones (the server
// checks them again and its answer shows under the field).
import { Alert, Button, Card, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_MAX,
  EDGE_TEXT_MAX,
  OPEN_METHOD,
  PLACEHOLDER_RULES,
  renderTemplate,
  smsParts,
  templateProblems,
  TEMPLATE_NAME_MAX,
  TEMPLATE_TYPE,
  type OpenMethod,
  type Template,
  type TemplateType,
} from '@lockconsole/shared/template/template';
import { FormModal } from '../../../components/FormModal';
import { requiredRule } from '../../../lib/forms/rules';
import { applyFieldErrors } from '../../../lib/forms/rules';
import { useTemplateWrites } from '../hooks/useTemplates';

type Values = {
  name: string;
  openMethod: OpenMethod;
  startText: string;
  content: string;
  endText: string;
  external: boolean;
};
type Props = { templateType: TemplateType; editing: Template | 'new' | null; siteName: string; onClose: () => void };

const TEXT_FIELDS = ['startText', 'content', 'endText'] as const;

export function TemplateModal({ templateType, editing, siteName, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const writes = useTemplateWrites();
  const [refusal, setRefusal] = useState<string | null>(null);
  const content = useRef<TextAreaRef>(null);
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  if (!editing) return null;
  const initial: Values =
    editing === 'new'
      ? { name: '', openMethod: OPEN_METHOD.passcode, startText: '', content: '', endText: '', external: true }
      : { ...editing, openMethod: editing.openMethod as OpenMethod };
  const openMethod = (values?.openMethod ?? initial.openMethod) as OpenMethod;
  const busy = writes.add.isPending || writes.update.isPending;

  const textRule = (field: (typeof TEXT_FIELDS)[number]) => ({
    validator: async () => {
      const v = form.getFieldsValue(true) as Values;
      const problem = templateProblems(
        { startText: v.startText ?? '', content: v.content ?? '', endText: v.endText ?? '' },
        v.openMethod,
      ).find((p) => p.field === field);
      if (problem) throw new Error(t(problem.problem.key, problem.problem.params));
    },
  });

  const insert = (name: string) => {
    const el = content.current?.resizableTextArea?.textArea;
    const now = (form.getFieldValue('content') as string | undefined) ?? '';
    const at = el ? el.selectionStart : now.length;
    const end = el ? el.selectionEnd : now.length;
    const next = `${now.slice(0, at)}{${name}}${now.slice(end)}`;
    form.setFieldValue('content', next);
    void form.validateFields(['content']).catch(() => undefined);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + name.length + 2, at + name.length + 2);
    });
  };

  const submit = async (v: Values) => {
    setRefusal(null);
    const body = { ...v, templateType };
    try {
      if (editing === 'new') await writes.add.mutateAsync(body);
      else await writes.update.mutateAsync({ ...body, templateId: editing.templateId });
      onClose();
    } catch (e) {
      if (!applyFieldErrors(form, e)) setRefusal(e instanceof Error ? e.message : String(e));
    }
  };

  const sample = {
    room: t('templates.sample.room'),
    passcode: '482913',
    time: t('templates.sample.time'),
    appLink: 'https://example.com/app',
    unlockLink: 'https://example.com/u/Xy7',
  };
  const preview = renderTemplate(
    { startText: values?.startText ?? '', content: values?.content ?? '', endText: values?.endText ?? '' },
    sample,
  );
  const full =
    (values?.external ?? initial.external) && preview
      ? `${preview}\n${t('templates.footer', { site: siteName })}`
      : preview;
  const length = [...full].length;

  return (
    <FormModal
      open
      title={t(editing === 'new' ? 'templates.add' : 'templates.edit')}
      form={form}
      busy={busy}
      onSubmit={(v) => void submit(v)}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label={t('templates.name')}
        initialValue={initial.name}
        rules={[requiredRule(t), { max: TEMPLATE_NAME_MAX, message: t('validation.template.name') }]}
      >
        <Input maxLength={TEMPLATE_NAME_MAX} />
      </Form.Item>
      <Form.Item name="openMethod" label={t('templates.openMethod')} initialValue={initial.openMethod}>
        <Radio.Group
          onChange={() => void form.validateFields([...TEXT_FIELDS]).catch(() => undefined)}
          options={[
            { value: OPEN_METHOD.passcode, label: t('templates.method.2') },
            { value: OPEN_METHOD.ekey, label: t('templates.method.1') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="startText"
        label={t('templates.startText')}
        initialValue={initial.startText}
        rules={[textRule('startText')]}
      >
        <Input maxLength={EDGE_TEXT_MAX} />
      </Form.Item>
      <Form.Item label={t('templates.placeholders')}>
        <Space wrap size={4}>
          {PLACEHOLDER_RULES[openMethod].allowed.map((p) => (
            <Button key={p} size="small" onClick={() => insert(p)} data-testid={`placeholder-${p}`}>
              {`{${p}}`} {t(`templates.placeholder.${p}`)}
            </Button>
          ))}
        </Space>
        {PLACEHOLDER_RULES[openMethod].required.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('templates.required', {
              names: PLACEHOLDER_RULES[openMethod].required.map((p) => `{${p}}`).join(', '),
            })}
          </Typography.Paragraph>
        )}
      </Form.Item>
      <Form.Item
        name="content"
        label={t('templates.content')}
        initialValue={initial.content}
        rules={[requiredRule(t), textRule('content')]}
      >
        <Input.TextArea ref={content} rows={4} maxLength={CONTENT_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="endText"
        label={t('templates.endText')}
        initialValue={initial.endText}
        rules={[textRule('endText')]}
      >
        <Input maxLength={EDGE_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="external"
        label={t('templates.external')}
        valuePropName="checked"
        initialValue={initial.external}
        extra={t('templates.externalHelp', { site: siteName })}
      >
        <Switch />
      </Form.Item>
      <Card size="small" title={t('templates.preview')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="template-preview">
          {full || t('templates.previewEmpty')}
        </Typography.Paragraph>
        <Typography.Text type="secondary" data-testid="template-length">
          {templateType === TEMPLATE_TYPE.sms
            ? t('templates.lengthSms', { count: length, parts: smsParts(full) })
            : t('templates.length', { count: length })}
        </Typography.Text>
      </Card>
      {refusal && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={refusal} />}
    </FormModal>
  );
}
