import { UPLOAD_HEADER, type UploadProgressListener } from './uploads';

export type UploadAnswer = { status: number; contentType: string; body: string };

/** POSTs a multipart form with XMLHttpRequest (fetch reports no upload progress), telling each listener the fraction sent. */
export function sendUpload(url: string, form: FormData, accept: string, listeners: readonly UploadProgressListener[]): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', accept);
    request.setRequestHeader(UPLOAD_HEADER, '1');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) listeners.forEach((listener) => listener(event.loaded / event.total));
    };
    request.onload = () => {
      listeners.forEach((listener) => listener(1));
      resolve({ status: request.status, contentType: request.getResponseHeader('content-type') ?? '', body: request.responseText });
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.send(form);
  });
}
