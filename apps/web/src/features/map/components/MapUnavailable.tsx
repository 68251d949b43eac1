// The map could not be shown: the brand has none (10920), or the server did not answer.
import { useTranslation } from 'react-i18next';
import { ERROR } from '@lockconsole/shared/errors/codes';
import { isApiError } from '../../../lib/api/ApiError';
import { ResultBlock } from '../../../components/ui/ResultBlock';

export function MapUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const off = isApiError(error) && error.code === ERROR.mapOff.code;
  return (
    <main className="error-page">
      <ResultBlock
        status="warning"
        title={off ? t('map.off.title') : t('map.failed.title')}
        text={off ? t('map.off.text') : t('map.failed.text')}
      />
    </main>
  );
}
