// Slider check and validation codes (docs/accounts.md): POST /user/getSliderVerifyImg, /user/isSliderValid,
// /user/sendValidationCode. Shared by registration, password reset, new-device login and account changes.
import type { GetSliderVerifyImgResponse } from '@lockconsole/shared/user/get-slider-verify-img';
import type { IsSliderValidResponse } from '@lockconsole/shared/user/is-slider-valid';
import type {
  SendValidationCodeRequest,
  SendValidationCodeResponse,
} from '@lockconsole/shared/user/send-validation-code';
import { apiPost } from '../../lib/api/client';

export const getSliderVerifyImg = () => apiPost<GetSliderVerifyImgResponse>('/user/getSliderVerifyImg', { type: 1 });

export const isSliderValid = (token: string, x: number) =>
  apiPost<IsSliderValidResponse>('/user/isSliderValid', { token, x }, { silent: true });

export const sendValidationCode = (req: SendValidationCodeRequest) =>
  apiPost<SendValidationCodeResponse>('/user/sendValidationCode', req);
