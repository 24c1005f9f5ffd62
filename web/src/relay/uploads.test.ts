import { describe, expect, it } from 'vitest';
import { multipartFormOf, progressListenersOf, watchUploadProgress } from './uploads';

const request = { documentId: 'abc', operationName: 'updateKycMutation', variables: { input: { number: 'X1', file: 'ignored' } } };

describe('multipartFormOf', () => {
  it('writes operations with null at each file path and a map pointing the files at their variables', async () => {
    const file = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    const form = multipartFormOf(request, { 'input.file': file });
    expect(JSON.parse(String(form.get('operations')))).toEqual({ ...request, variables: { input: { number: 'X1', file: null } } });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.file'] });
    expect(await (form.get('0') as File).text()).toBe('%PDF-');
    expect(request.variables.input.file).toBe('ignored');
  });
});

describe('watchUploadProgress', () => {
  it('hands the listeners of a request its files and stops after the unwatch', () => {
    const file = new Blob(['x']);
    const seen: number[] = [];
    const unwatch = watchUploadProgress(file, (fraction) => seen.push(fraction));
    progressListenersOf({ 'input.file': file }).forEach((listener) => listener(0.5));
    unwatch();
    expect(progressListenersOf({ 'input.file': file })).toEqual([]);
    expect(seen).toEqual([0.5]);
  });
});
