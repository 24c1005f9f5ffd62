// @vitest-environment jsdom
import { FILE_MESSAGES, UPLOAD_RULES } from '@pilgrim/schema/rules';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileField } from './FileField';

const rule = UPLOAD_RULES.photo;
const WRONG_TYPE = FILE_MESSAGES.wrongType(rule.kinds);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const textFile = () => new File(['plain text, not an image'], 'me.png', { type: 'image/png' });
const pngFile = (size = PNG_HEAD.length) => new File([new Uint8Array(size).map((_, index) => PNG_HEAD[index] ?? 0)], 'me.png', { type: 'image/png' });

function renderField(error?: string) {
  const onChange = vi.fn();
  const view = render(<FileField label="Profile photo" rule={rule} value={null} onChange={onChange} error={error} />);
  const input = screen.getByLabelText('Profile photo');
  const choose = (file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
  const rerender = (next: string | undefined) => view.rerender(<FileField label="Profile photo" rule={rule} value={null} onChange={onChange} error={next} />);
  return { input, onChange, choose, rerender };
}

/** The message the input is described by (its hint aside). */
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[1]!);

describe('FileField', () => {
  afterEach(() => {
    cleanup();
  });

  it('announces a refused file once: its message is a new alert, the one the input is described by', async () => {
    const { input, onChange, choose } = renderField();
    expect(screen.queryByRole('alert')).toBeNull();
    await choose(textFile());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(WRONG_TYPE);
    expect(messageOf(input)).toBe(alert);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('announces a second refusal with the same message again, as a new alert', async () => {
    const { choose } = renderField();
    await choose(textFile());
    const first = screen.getByRole('alert');
    await choose(textFile());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).not.toBe(first);
    expect(screen.getByRole('alert').textContent).toBe(WRONG_TYPE);
  });

  it('says a too large file is too large, and a good file clears the message', async () => {
    const { input, onChange, choose } = renderField();
    await choose(pngFile(rule.maxBytes + 1));
    expect(screen.getByRole('alert').textContent).toBe(FILE_MESSAGES.tooLarge(rule.maxBytes));
    const good = pngFile();
    await choose(good);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messageOf(input)?.textContent).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(good);
  });

  it("shows the form's message without an alert (the form moves focus to the input), a refusal over it, and a new form message over that", async () => {
    const { input, choose, rerender } = renderField('Choose a photo');
    expect(messageOf(input)?.textContent).toBe('Choose a photo');
    expect(screen.queryByRole('alert')).toBeNull();

    await choose(textFile());
    expect(screen.getByRole('alert').textContent).toBe(WRONG_TYPE);

    rerender('The photo could not be read');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messageOf(input)?.textContent).toBe('The photo could not be read');
  });
});
