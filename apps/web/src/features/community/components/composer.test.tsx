import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function setup() {
  const onSubmit = vi.fn(async () => true);
  render(
    <Composer
      blocked={null}
      editing={null}
      onCancelEdit={() => undefined}
      onSubmit={onSubmit}
      onTyping={() => undefined}
      onStopTyping={() => undefined}
    />,
  );
  return { onSubmit, field: screen.getByRole('textbox', { name: 'संदेश लिखें' }) };
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
        onSubmit={async () => true}
        onTyping={() => undefined}
        onStopTyping={() => undefined}
      />,
    );
    expect(screen.getByText('muted')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
