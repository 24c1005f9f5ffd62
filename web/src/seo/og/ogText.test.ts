import { describe, expect, it } from 'vitest';
import { ogText } from './ogText';

describe('ogText', () => {
  it('spells the rupee sign and typographic punctuation with characters the bundled font has', () => {
    expect(ogText('₹1,45,000 — Kailash “Parikrama”…')).toBe('INR 1,45,000 - Kailash "Parikrama"...');
  });

  it('drops characters outside Latin-1 (they would make next/og fetch a font)', () => {
    expect(ogText('Kailash कैलाश Yatra 🙏')).toBe('Kailash Yatra');
  });
});
