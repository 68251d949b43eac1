// GET /site/getPasscodeMinLength — the brand's minimum passcode length (spec §3).
import { apiGet } from '../../../lib/api/client';

export const getPasscodeMinLength = (domainName: string) =>
  apiGet<{ passcodeMinLength: number }>('/site/getPasscodeMinLength', { domainName }, { silent: true });
