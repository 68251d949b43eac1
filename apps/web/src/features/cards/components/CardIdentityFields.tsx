// Number, "the reader reads reversed" and name of a card in the add and issue forms. The number is fixed (read
// only) when the form gives an existing card to more locks.
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialNameField } from '../../../components/credential/CredentialNameField';
import type { Problems } from '../../../lib/credentials/credentialPeriod';
import type { CardField, CardValues } from '../cardForm';

type Props = {
  values: CardValues;
  onChange: (patch: Partial<CardValues>) => void;
  problems: Problems<CardField | 'form'>;
  /** An existing card: its number cannot change (and is stored as it is). */
  fixedNumber?: boolean;
};

export function CardIdentityFields({ values, onChange, problems, fixedNumber }: Props) {
  const { t } = useTranslation();
  const item = (f: CardField) =>
    problems[f] ? { validateStatus: 'error' as const, help: <span role="alert">{problems[f]}</span> } : {};
  return (
    <>
      <Form.Item
        label={t('cards.form.number')}
        htmlFor="card-number"
        extra={fixedNumber ? undefined : t('cards.form.numberHelp')}
        required
        {...item('number')}
      >
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          readOnly={fixedNumber}
          value={values.number}
          onChange={(e) => onChange({ number: e.target.value })}
          style={{ maxWidth: 300 }}
        />
      </Form.Item>
      {!fixedNumber && (
        <Form.Item extra={t('cards.form.reversedHelp')}>
          <Checkbox checked={values.reversed} onChange={(e) => onChange({ reversed: e.target.checked })}>
            {t('cards.form.reversed')}
          </Checkbox>
        </Form.Item>
      )}
      <CredentialNameField
        id="card-name"
        label={t('cards.form.name')}
        value={values.name}
        onChange={(name) => onChange({ name })}
        problem={problems.name}
        width={420}
      />
    </>
  );
}
