import { z } from '@/lib/validation/zod';

/** The review form's rules, as the gateway and the api check them (CONTRACT.md `POST /review/add`). */
export const writeReviewFormSchema = z.object({
  rating: z.enum(['5', '4', '3', '2', '1'], { message: 'Please choose a rating' }),
  title: z.string().trim().min(3, 'The title must be at least 3 characters').max(120, 'The title must be at most 120 characters'),
  body: z.string().trim().min(20, 'Your review must be at least 20 characters').max(4000, 'Your review must be at most 4000 characters'),
  reviewerCity: z.string().trim().max(80, 'The city must be at most 80 characters'),
});

export type WriteReviewFormValues = z.input<typeof writeReviewFormSchema>;

export const RATING_OPTIONS = [
  { value: '', label: 'Choose a rating' },
  { value: '5', label: '5 – Excellent' },
  { value: '4', label: '4 – Very good' },
  { value: '3', label: '3 – Good' },
  { value: '2', label: '2 – Fair' },
  { value: '1', label: '1 – Poor' },
] as const;

/** The form's values as `WriteReviewInput` for the trip's order. */
export function writeReviewInputOf(orderId: string, values: WriteReviewFormValues) {
  const parsed = writeReviewFormSchema.parse(values);
  return { orderId, rating: Number(parsed.rating), title: parsed.title, body: parsed.body, reviewerCity: parsed.reviewerCity || null };
}
