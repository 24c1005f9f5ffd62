'use client';

import { useEffect, useRef, useState } from 'react';
import type { PaymentReturn } from './paymentReturn';

/**
 * What the page shows for the provider's answer: null while `settle` confirms it (the complete or fail mutation),
 * then what `settle` resolved to; `missing` at once when there is no answer to confirm. `settle` runs once per page
 * (an answer's signature is used once; React's development double effect would otherwise send it twice). Each screen
 * turns its own failures into an outcome; should `settle` still throw (a bug), the page shows `missing` rather than
 * confirming for ever.
 */
export function usePaymentOutcome<Outcome>(answer: PaymentReturn | null, settle: (answer: PaymentReturn) => Promise<Outcome>, missing: Outcome): Outcome | null {
  const [outcome, setOutcome] = useState<Outcome | null>(answer ? null : missing);
  const started = useRef(false);
  useEffect(() => {
    if (!answer || started.current) return;
    started.current = true;
    settle(answer).then(setOutcome, () => setOutcome(missing));
  }, [answer, settle, missing]);
  return outcome;
}
