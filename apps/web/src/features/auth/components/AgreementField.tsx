// Agreement to the privacy policy and the user terms, required to register (spec §2, §5).
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { errorId } from '../../../components/form/FieldRow';

type Props = { checked: boolean; onChange: (v: boolean) => void; error?: string };

export function AgreementField({ checked, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <div className="field-row">
      <div className="ui-check">
        <input
          id="agree"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('agree') : undefined}
        />
        <label htmlFor="agree">
          <Trans
            i18nKey="auth.register.agreement"
            components={{
              privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
              terms: <Link to="/terms" target="_blank" rel="noopener" />,
            }}
          />
        </label>
      </div>
      <div className="field-row__error" id={errorId('agree')} role={error ? 'alert' : undefined}>
        {error ? t(error) : null}
      </div>
    </div>
  );
}
