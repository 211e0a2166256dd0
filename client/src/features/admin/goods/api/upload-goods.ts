import { SUCCESS, readCsrfToken, type ApiError } from '@/lib/api-client';
import { networkFailureMessage } from '@/lib/failure-text';

interface Envelope {
  result: string;
  message: string;
  dto?: { id: number };
}

/**
 * Sends the goods form (multipart) with XMLHttpRequest, whose upload.onprogress fetch lacks: `onProgress` gets
 * 0–100. The anti-forgery token travels as X-CSRF-TOKEN like every other call. Resolves with the saved id and the
 * server's message; rejects with an ApiError (the server's Korean message, or 다시 시도해주세요. with what failed).
 */
export function uploadGoods(method: 'POST' | 'PUT', url: string, form: FormData, onProgress: (percent: number) => void): Promise<{ id: number; message: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCsrfToken();
    if (token) xhr.setRequestHeader('X-CSRF-TOKEN', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', result: 'NETWORK', message: networkFailureMessage('FETCH_ERROR') } satisfies ApiError);
    xhr.onload = () => {
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      if (body && body.result === SUCCESS) {
        onProgress(100);
        resolve({ id: body.dto?.id ?? 0, message: body.message });
      } else {
        const failure: ApiError = body
          ? { status: xhr.status, result: body.result, message: body.message || networkFailureMessage(xhr.status) }
          : { status: xhr.status, result: 'NETWORK', message: networkFailureMessage(xhr.status) };
        reject(failure);
      }
    };
    xhr.send(form);
  });
}
