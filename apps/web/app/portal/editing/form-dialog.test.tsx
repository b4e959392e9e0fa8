// @vitest-environment jsdom
// The form dialogs' frame: a click beside it closes it only while nothing is typed; Escape and
// Cancel always do; while a save runs nothing closes it; a refusal shows above the fields.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

function show(props: { dirty?: boolean; busy?: boolean; refusal?: string | null } = {}) {
  const onClose = vi.fn();
  render(
    <FormDialog
      title="New space"
      busy={props.busy ?? false}
      dirty={props.dirty ?? false}
      refusal={props.refusal ?? null}
      refusalTestId="refusal"
      cancel="Cancel"
      save="Save"
      onSubmit={(event) => event.preventDefault()}
      onClose={onClose}
    >
      <input aria-label="Unit" />
    </FormDialog>,
  );
  const backdrop = () => {
    const node = document.querySelector('.MuiBackdrop-root');
    if (!node) throw new Error('no backdrop');
    fireEvent.click(node);
  };
  return { onClose, backdrop };
}

it('keeps typed work when the click lands beside it; Escape and Cancel still close it', () => {
  const { onClose, backdrop } = show({ dirty: true });
  backdrop();
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.keyDown(screen.getByRole('dialog', { name: 'New space' }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('closes on a click beside it while nothing is typed', () => {
  const { onClose, backdrop } = show();
  backdrop();
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('cannot be closed while a save runs, and says a refusal above the fields', () => {
  const { onClose, backdrop } = show({ busy: true, refusal: 'Rent must be a number' });
  backdrop();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  expect(screen.getByTestId('refusal').textContent).toBe('Rent must be a number');
});
