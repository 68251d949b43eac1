// POST /keyboardPwd/rename — the passcode's name in the console (server only; the lock does not store it).
import { z } from 'zod';
import { lockIdParam } from '../lock/lock';
import { keyboardPwdIdParam, passcodeNameParam } from './passcode';

export const renameKeyboardPwdRequestSchema = z.object({
  lockId: lockIdParam(),
  keyboardPwdId: keyboardPwdIdParam(),
  keyboardPwdName: passcodeNameParam().min(1, 'validation.passcode.name'),
});
export const renameKeyboardPwdResponseSchema = z.null();
