import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Checkbox, PasswordField, SubmitButton, TextField } from '../../src/ui/components';
import { AuthCard } from '../../src/ui/layout/AuthCard';

function ControlledText({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="City" value={value} onValueChange={setValue} error={error} hint="Where you trade" />;
}

describe('shared form components', () => {
  test('TextField: labelled, its hint and error read with it, invalid only with an error', async () => {
    const { rerender } = render(<ControlledText />);
    const input = screen.getByLabelText('City');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Where you trade');
    await userEvent.type(input, 'Lagos');
    expect(input).toHaveValue('Lagos');
    rerender(<ControlledText error="City is required" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Where you trade City is required');
    expect(input.closest('[data-scope="field"][data-part="root"]')).toHaveAttribute('data-invalid');
  });

  test("PasswordField: the toggle is named after the field's label", async () => {
    render(<PasswordField label="Confirm password" value="" onValueChange={() => undefined} />);
    const input = screen.getByLabelText('Confirm password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Checkbox: a label with links, and its error', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox
        label={
          <>
            I agree to the <a href="/settings/about#terms">terms</a>
          </>
        }
        checked={false}
        onCheckedChange={onCheckedChange}
        error="You must agree to the terms"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAccessibleDescription('You must agree to the terms');
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  test('SubmitButton: the busy label, disabled and announced busy', () => {
    const { rerender } = render(<SubmitButton busyLabel="Sending...">Send</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    rerender(
      <SubmitButton busy busyLabel="Sending...">
        Send
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  test('AuthCard: the title is the page heading, the footer sits under the body', () => {
    render(
      <AuthCard title="Reset Password" subtitle="We will mail you a link." footer={<a href="/login">Back to Login</a>}>
        <p>body</p>
      </AuthCard>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' }).closest('[data-part="footer"]')).toBeInTheDocument();
  });
});
