'use client';

import { useEffect, useState } from 'react';
import { watchUploadProgress } from '@/relay/uploads';

/** The fraction of `file` sent so far by the mutation uploading it (null before it starts). */
export function useUploadProgress(file: Blob | null): number | null {
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    setProgress(null);
    return file ? watchUploadProgress(file, setProgress) : undefined;
  }, [file]);
  return progress;
}
