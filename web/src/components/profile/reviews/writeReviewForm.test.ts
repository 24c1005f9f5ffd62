import { describe, expect, it } from 'vitest';
import { writeReviewFormSchema, writeReviewInputOf } from './writeReviewForm';

const values = { rating: '5' as const, title: '  A blessed parikrama ', body: 'Everything was arranged with great care.', reviewerCity: '' };

describe('the review form', () => {
  it('turns the values into the input, trimmed, without an empty city', () => {
    expect(writeReviewInputOf('T3JkZXI6YTE=', values)).toEqual({
      orderId: 'T3JkZXI6YTE=',
      rating: 5,
      title: 'A blessed parikrama',
      body: values.body,
      reviewerCity: null,
    });
  });

  it('asks for a rating and a review of at least 20 characters', () => {
    const result = writeReviewFormSchema.safeParse({ ...values, rating: '', body: 'Too short' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Please choose a rating',
      'Your review must be at least 20 characters',
    ]);
  });
});
