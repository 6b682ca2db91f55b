import type { ChatMessage } from '@abhyas/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../lib/test-messages';
import { Composer } from './composer';

const members = [
  { userId: 'me', name: 'Meera', username: 'meera' },
  { userId: 'u2', name: 'राहुल', username: 'rahul' },
  { userId: 'u3', name: 'Ravi', username: 'ravi.k' },
];

function setup(replyTo: ChatMessage | null = null) {
  const onSubmit = vi.fn(async () => true);
  const onCancelReply = vi.fn();
  render(
    <Composer
      blocked={null}
      editing={null}
      onCancelEdit={() => undefined}
      replyTo={replyTo}
      onCancelReply={onCancelReply}
      members={members}
      me="me"
      onSubmit={onSubmit}
      onTyping={() => undefined}
      onStopTyping={() => undefined}
    />,
  );
  return { onSubmit, onCancelReply, field: screen.getByRole('textbox', { name: 'संदेश लिखें' }) };
}

describe('the composer', () => {
  it('does not send on the Enter that ends a Devanagari syllable, and sends on the next Enter', async () => {
    const { onSubmit, field } = setup();
    fireEvent.change(field, { target: { value: 'नमस्ते' } });
    fireEvent.compositionStart(field);
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    fireEvent.compositionEnd(field);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('नमस्ते'));
  });

  it('Shift+Enter is a new line; blank text is not sent', async () => {
    const { onSubmit, field } = setup();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'line one' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says why nothing can be written instead of offering the field', () => {
    render(
      <Composer
        blocked="muted"
        editing={null}
        onCancelEdit={() => undefined}
        replyTo={null}
        onCancelReply={() => undefined}
        members={members}
        me="me"
        onSubmit={async () => true}
        onTyping={() => undefined}
        onStopTyping={() => undefined}
      />,
    );
    expect(screen.getByText('muted')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers the members for @, Enter chooses one (inserting @username and a space) without sending', async () => {
    const { onSubmit, field } = setup();
    fireEvent.change(field, { target: { value: 'देखो @ra', selectionStart: 8, selectionEnd: 8 } });
    const options = await screen.findAllByRole('button', { name: /@ra/ });
    expect(options.map((o) => o.textContent)).toEqual(['राहुल@rahul', 'Ravi@ravi.k']);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field).toHaveValue('देखो @ravi.k ');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /@rahul/ })).toBeNull();
  });

  it('the Enter that ends a syllable never chooses a member nor sends', () => {
    const { onSubmit, field } = setup();
    fireEvent.change(field, { target: { value: '@ra', selectionStart: 3, selectionEnd: 3 } });
    fireEvent.compositionStart(field);
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(field).toHaveValue('@ra');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows whom a reply answers, with a way to cancel it', () => {
    const { onCancelReply } = setup(message(7, { text: 'कल की क्लास कितने बजे है?' }));
    expect(screen.getByText('Asha को जवाब')).toBeInTheDocument();
    expect(screen.getByText('कल की क्लास कितने बजे है?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'जवाब रद्द करें' }));
    expect(onCancelReply).toHaveBeenCalled();
  });
});
