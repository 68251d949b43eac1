// The message template a send uses (issue 19): the caller's templates of one channel and kind, offered only when
// there are any; 0 is the platform's standard wording. The dialogs that send a passcode or an ekey share it.
import { Form, Select } from 'antd';
import { useState } from 'react';
import type { OpenMethod, TemplateType } from '@lockconsole/shared/template/template';
import { useTemplates } from '../lib/templates/templatesQuery';

/** The caller's templates for a send and the one chosen (0 when none is, or the chosen one is not offered now). */
export function useTemplateChoice(templateType: TemplateType, openMethod: OpenMethod, enabled = true) {
  const [picked, setPicked] = useState(0);
  const templates = useTemplates({ templateType, openMethod, pageSize: 200 }, enabled);
  const choices = enabled ? (templates.data?.list ?? []) : [];
  const chosen = choices.some((c) => c.templateId === picked) ? picked : 0;
  return { choices, chosen, choose: setPicked };
}

type Props = {
  id: string;
  label: string;
  standardLabel: string;
  choice: ReturnType<typeof useTemplateChoice>;
};

export function TemplateSelect({ id, label, standardLabel, choice }: Props) {
  if (!choice.choices.length) return null;
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select
        id={id}
        value={choice.chosen}
        onChange={choice.choose}
        options={[
          { value: 0, label: standardLabel },
          ...choice.choices.map((c) => ({ value: c.templateId, label: c.name })),
        ]}
      />
    </Form.Item>
  );
}
