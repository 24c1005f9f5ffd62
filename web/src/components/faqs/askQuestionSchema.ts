import { z } from '@/lib/validation/zod';

/** The question form's rules, the same limits the gateway and the api apply (question ≤ 300, detail ≤ 2000). */
export const askQuestionSchema = z.object({
  question: z.string().trim().min(1, 'Please enter your question').max(300, 'Your question can be at most 300 characters'),
  details: z.string().trim().max(2000, 'The details can be at most 2000 characters'),
});

export type AskQuestionValues = z.infer<typeof askQuestionSchema>;
