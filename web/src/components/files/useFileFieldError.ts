'use client';

import { useRef, useState } from 'react';

/**
 * The message of a form's one file input outside react-hook-form (whose `field.ref` does the same for the KYC
 * scan): `fail` shows it and moves focus to the input, as a form focuses its field in error; `setError` only shows
 * it (a failure that is not the file's, such as the network's). Give `inputRef` and `error` to `FileField`.
 */
export function useFileFieldError() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };
  return { inputRef, error, setError, fail };
}
