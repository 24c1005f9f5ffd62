'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { AskQuestionFormMutation } from '@/__generated__/AskQuestionFormMutation.graphql';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import styles from '@/components/form/form.module.css';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { askQuestionSchema, type AskQuestionValues } from './askQuestionSchema';
import type { PendingQuestion } from './useViewerFaqs';

const askMutation = graphql`
  mutation AskQuestionFormMutation($input: AskFaqInput!) {
    askFaq(input: $input) {
      faq {
        id
        title
      }
      message
      userErrors {
        message
        field
      }
    }
  }
`;

type AskQuestionFormProps = { onAsked: (question: PendingQuestion) => void; onCancel: () => void };

/** The question (and optional detail for the team) → `askFaq`; it then shows as pending to its asker. */
export function AskQuestionForm({ onAsked, onCancel }: AskQuestionFormProps) {
  const ask = usePromiseMutation<AskQuestionFormMutation>(askMutation);
  const { register, handleSubmit, setError, formState } = useForm<AskQuestionValues>({
    resolver: zodResolver(askQuestionSchema),
    defaultValues: { question: '', details: '' },
  });

  const submit = handleSubmit(async ({ question, details }) => {
    try {
      const { askFaq } = await ask({ input: { type: 'GENERAL', id: 'all', question, details: details || null } });
      if (askFaq.faq == null) {
        if (!applyFieldErrors(askFaq.userErrors, ['question', 'details'] as const, setError)) toast.error(failureMessage(askFaq));
        return;
      }
      toast.success(askFaq.message ?? 'Thank you for your question.');
      onAsked({ id: askFaq.faq.id, title: askFaq.faq.title });
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Your question" registration={register('question')} error={formState.errors.question?.message} maxLength={300} />
      <TextField label="More detail for our team (optional)" registration={register('details')} error={formState.errors.details?.message} maxLength={2000} />
      <SubmitButton pending={formState.isSubmitting}>Send question</SubmitButton>
      <button type="button" className={styles.secondary} onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
