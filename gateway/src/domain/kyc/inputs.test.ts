import { describe, expect, it } from 'vitest';
import { validateInput } from '../../mutations/validate-input.ts';
import { updateKycInput, uploadPassengerDocumentInput } from './inputs.ts';

const scan = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });

describe('kyc inputs', () => {
  it('normalizes a number that fits its type and refuses one that does not, on documentNumber', () => {
    expect(validateInput(updateKycInput, { documentType: 'PAN', documentNumber: 'abcde 1234-f', scan })).toMatchObject({ ok: true, value: { documentNumber: 'ABCDE1234F', scan } });
    expect(validateInput(updateKycInput, { documentType: 'AADHAAR', documentNumber: '0123 4567 8901', scan: null })).toEqual({
      ok: false,
      userErrors: [{ code: 'INVALID_INPUT', message: 'An Aadhaar number is 12 digits and does not start with 0 or 1', field: 'documentNumber' }],
    });
  });

  it("answers NOT_FOUND for an ID that is not an order's, and asks for the file", () => {
    const result = validateInput(uploadPassengerDocumentInput, { orderId: 'bm90LWFuLW9yZGVy', passengerIndex: 0, documentType: 'VISA', file: null });
    expect(result).toMatchObject({ ok: false, userErrors: [{ code: 'NOT_FOUND', field: 'orderId' }, { message: 'Choose a file to upload', field: 'file' }] });
  });
});
