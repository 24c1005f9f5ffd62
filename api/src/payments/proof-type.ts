/** Proofs of offline payments: what is accepted, told by the file's first bytes (never by its name or header). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The sniffed type of a JPEG, PNG or PDF; null for anything else. */
export function sniffProofType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.type ?? null;
}
