// Change the country or region (ISO 3166 alpha-2), names in the current language.
import { useMemo } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryName } from '@lockconsole/shared/geo/countries';
import { FormModal } from '../../../components/FormModal';
import { requiredRule } from '../../../lib/forms/rules';
import { updateUserInfo } from '../api/accountApi';
import { useAccountAction } from '../hooks/useAccountAction';

type Values = { region: string };

export function RegionModal({ open, current, onClose }: { open: boolean; current: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const action = useAccountAction<Values>(form, (v) => updateUserInfo({ region: v.region }), onClose);
  const options = useMemo(
    () =>
      COUNTRIES.map((c) => ({ value: c.alpha2, label: countryName(c.alpha2, i18n.language) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [i18n.language],
  );
  return (
    <FormModal
      open={open}
      title={t('account.region.edit')}
      form={form}
      busy={action.isPending}
      onSubmit={(v) => action.mutate(v)}
      onCancel={onClose}
    >
      <Form.Item
        name="region"
        label={t('account.region.label')}
        initialValue={current || undefined}
        rules={[requiredRule(t)]}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} options={options} />
      </Form.Item>
    </FormModal>
  );
}
