// A very small form state for the public pages, where antd's Form would cost a fifth of the login route's
// budget. Validators return an i18n key (or a ready message from the server); the page shows it inline.
import { useCallback, useState } from 'react';

export type Validator<V> = (value: V[keyof V], values: V) => string | undefined;
export type Validators<V> = Partial<{ [K in keyof V]: Validator<V> }>;

export function useLightForm<V extends Record<string, unknown>>(initial: V, validators: Validators<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  /** Checks the given fields (all by default); returns true when they are valid. */
  const validate = useCallback(
    (names?: (keyof V)[]) => {
      const v = values;
      const found: Partial<Record<keyof V, string>> = {};
      for (const name of names ?? (Object.keys(validators) as (keyof V)[])) {
        const problem = validators[name]?.(v[name], v);
        if (problem) found[name] = problem;
      }
      setErrors((e) => {
        const next = { ...e };
        for (const name of names ?? (Object.keys(validators) as (keyof V)[])) next[name] = found[name];
        return next;
      });
      return Object.keys(found).length === 0;
    },
    [validators, values],
  );

  return { values, set, errors, setErrors, validate };
}
