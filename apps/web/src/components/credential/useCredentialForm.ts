// The state every credential form keeps (add a card, issue a QR code, pair a key fob, change a validity, …): the
// values, the problems shown under their fields, whether a send is under way. `submit` checks the values with the
// kind's rules (problems as i18n keys by field), sends them when there are none, and puts a refusal on the field the
// server names (its request field mapped by `fieldOf`), "beyond your own validity" under the end, anything else
// under the form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problems } from '../../lib/credentials/credentialPeriod';
import { serverProblems, translateProblems } from '../../lib/credentials/problems';

type Options<V, F extends string> = {
  /** The values the form starts with, `now` being when it opens. */
  initial: (now: number) => V;
  /** Problems of the values at `now` as i18n keys by field; none: they may be sent. */
  check: (values: V, now: number) => Problems<F>;
  /** Sends the values (and does what follows: navigate, close, refresh); an API refusal is thrown. */
  send: (values: V) => Promise<void>;
  /** The kind's map of request fields to form fields; unmapped ones show under the form. */
  fieldOf: (apiField: string) => F | undefined;
  /** After a first attempt the rules follow every edit, so a fixed field clears at once. */
  live?: boolean;
};

export type CredentialForm<V, F extends string> = {
  values: V;
  set: (patch: Partial<V>) => void;
  problems: Problems<F | 'end' | 'form'>;
  setProblems: (p: Problems<F | 'end' | 'form'>) => void;
  busy: boolean;
  submit: () => Promise<void>;
};

export function useCredentialForm<V extends object, F extends string>(o: Options<V, F>): CredentialForm<V, F> {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(() => o.initial(Date.now()));
  const [problems, setProblems] = useState<Problems<F | 'end' | 'form'>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // Widened to the problems a refusal can add (TypeScript does not see a mapped type over F as one over F | …).
  const check = (v: V) => translateProblems(o.check(v, Date.now()), t) as Problems<F | 'end' | 'form'>;
  const set = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (o.live && tried) setProblems(check(next));
  };
  const submit = async () => {
    setTried(true);
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await o.send(values);
    } catch (e) {
      setProblems(serverProblems(e, o.fieldOf));
    } finally {
      setBusy(false);
    }
  };
  return { values, set, problems, setProblems, busy, submit };
}
