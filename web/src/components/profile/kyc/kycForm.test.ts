import { describe, expect, it } from 'vitest';
import { kycFormSchema } from './kycForm';

const scan = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });

describe('kycFormSchema', () => {
  it('checks the number against the chosen type', () => {
    const result = kycFormSchema(false).safeParse({ documentType: 'PAN', documentNumber: '1234', scan });
    expect(result.error?.issues[0]).toMatchObject({ path: ['documentNumber'], message: 'A PAN is 5 letters, 4 digits and a letter (e.g. ABCDE1234F)' });
    expect(kycFormSchema(false).safeParse({ documentType: 'PAN', documentNumber: 'abcde 1234 f', scan }).success).toBe(true);
  });

  it('needs a scan only when none is stored', () => {
    const values = { documentType: 'PASSPORT', documentNumber: 'K1234567', scan: null };
    expect(kycFormSchema(false).safeParse(values).error?.issues[0]?.message).toBe('Attach a scan or photo of the document');
    expect(kycFormSchema(true).safeParse(values).success).toBe(true);
  });
});
