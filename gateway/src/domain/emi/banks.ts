/** A set of tenures (months) a bank offers at one annual interest rate. */
export interface EmiRateBand {
  months: readonly number[];
  annualRatePercent: number;
}

export interface EmiBankTerms {
  bank: string;
  bands: readonly EmiRateBand[];
}

const band = (annualRatePercent: number, ...months: number[]): EmiRateBand => ({ months, annualRatePercent });

/** The partner banks of spec §9, in the table's order (which also breaks best-offer ties). */
export const EMI_BANKS: readonly EmiBankTerms[] = [
  { bank: 'Kotak', bands: [band(12, 3, 6), band(14, 9, 12), band(15, 18, 24)] },
  { bank: 'IndusInd', bands: [band(13, 3, 6, 9), band(12, 12, 18, 24, 36)] },
  { bank: 'ICICI', bands: [band(13, 3), band(14, 6, 9, 12)] },
  { bank: 'Axis', bands: [band(13, 3, 6), band(14, 9, 12)] },
  { bank: 'Yes', bands: [band(13, 3, 6), band(14, 9, 12), band(15, 18, 24)] },
  { bank: 'RBL', bands: [band(13, 3), band(14, 6), band(15, 9, 12, 18, 24)] },
  { bank: 'Corporation', bands: [band(16, 6), band(18, 12, 24)] },
  // The spec writes "3-12": the quarterly tenures 3, 6, 9 and 12.
  { bank: 'Baroda', bands: [band(13, 3, 6, 9, 12), band(15, 18, 24, 36)] },
  { bank: 'HSBC', bands: [band(12, 3, 6), band(13, 9, 12, 18)] },
  { bank: 'IDBI', bands: [band(13, 3, 6, 9, 12)] },
  { bank: 'Standard', bands: [band(13, 3, 6), band(14, 9, 12), band(15, 18, 24)] },
];
