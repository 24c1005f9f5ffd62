'use client';

import { useState } from 'react';

/** FileField's own refusal of a chosen file; `count` tells one refusal from the next with the same message. */
export type FileRefusal = { message: string; count: number };

/**
 * The message of the file FileField's check refused (wrong type, too large): shown over the form's message, until a
 * good file is chosen or the form has a new message of its own (a submit, the server's answer). `refuse(null)`
 * clears it.
 */
export function useFileRefusal(error: string | undefined) {
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    if (error && refusal) setRefusal(null);
  }
  const refuse = (message: string | null) => setRefusal((last) => (message ? { message, count: (last?.count ?? 0) + 1 } : null));
  return { refusal, refuse };
}
