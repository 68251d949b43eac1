// Formatting of ekey dates and validity in the current language, for the lock user tables.
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { EkeyItem } from '@lockconsole/shared/ekey/ekey';
import { validityText } from '../keyText';

export const formatDateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

export function useKeyFormat() {
  const { t, i18n } = useTranslation();
  return {
    validity: (k: EkeyItem) => {
      const v = validityText(k, i18n.language, formatDateTime);
      return t(v.key, v.params);
    },
    dateTime: formatDateTime,
  };
}
