// The receiver of an offer and the caller's code (issue 19): every transfer (locks, gateways, fingerprints or cards)
// names the receiver by e-mail or mobile number (a country code for a mobile), checked by name with
// /user/transferUserConfirm before anything is sent, and carries the type-9 code sent to the caller's own account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryByAlpha2 } from '@lockconsole/shared/geo/countries';
import { accountKind } from '@lockconsole/shared/validation/account';
import type { TransferUserConfirmResponse } from '@lockconsole/shared/user/transfer-user-confirm';
import { codeProblem } from '../../../components/verification/CodeField';
import { errorText } from '../../../lib/credentials/problems';
import { confirmReceiver } from '../api/transfersApi';

export type ReceiverProblem = { field: 'receiver' | 'code'; text: string };
/** The offer's fields naming the receiver and proving the caller. */
export type ReceiverParams = { receiverUsername: string; countryCode?: string; validationCode: string };

export function useTransferReceiver() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [region, setRegion] = useState('AU');
  const [receiver, setReceiver] = useState<TransferUserConfirmResponse | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ReceiverProblem | null>(null);
  const mobile = accountKind(account.trim()) === 'mobile';
  const countryCode = mobile ? (countryByAlpha2(region)?.callingCode ?? '') : undefined;

  const check = async () => {
    setProblem(null);
    setReceiver(null);
    try {
      setReceiver(await confirmReceiver({ account: account.trim(), countryCode }));
    } catch (e) {
      setProblem({ field: 'receiver', text: errorText(e) });
    }
  };

  /** The receiver's and the code's fields, or null with the problem shown (not checked yet, no usable code). */
  const params = (): ReceiverParams | null => {
    if (!receiver) {
      setProblem({ field: 'receiver', text: t('transfers.offer.checkFirst') });
      return null;
    }
    const bad = codeProblem(code);
    if (bad) {
      setProblem({ field: 'code', text: t(bad) });
      return null;
    }
    setProblem(null);
    return { receiverUsername: account.trim(), countryCode, validationCode: code.trim() };
  };

  const reset = () => {
    setAccount('');
    setReceiver(null);
    setCode('');
    setProblem(null);
  };

  return {
    account,
    /** A new account: the receiver must be checked again. */
    changeAccount: (v: string) => {
      setAccount(v);
      setReceiver(null);
    },
    region,
    setRegion,
    mobile,
    receiver,
    code,
    setCode,
    problem,
    setProblem,
    check,
    params,
    reset,
  };
}

export type TransferReceiver = ReturnType<typeof useTransferReceiver>;
