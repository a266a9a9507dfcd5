'use client';
import { useState } from 'react';
import { useSite } from '../../lib/site/site-context';
import {
  formErrorsOf,
  NO_ERRORS,
  type FormErrorContext,
  type FormErrors,
} from '../../lib/account/form-errors';

/** A form submission's busy flag and its errors, field by field (from the server's answer). */
export function useSubmit() {
  const { locale } = useSite();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  async function run(action: () => Promise<void>, context?: FormErrorContext): Promise<boolean> {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await action();
      return true;
    } catch (err) {
      setErrors(formErrorsOf(err, locale, context));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, setErrors, run };
}
