import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { PasswordField, SelectField, TextAreaField, TextField } from './fields';
import { theme } from './theme';

const renderInTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('TextField', () => {
  it('labels its input', () => {
    renderInTheme(<TextField label="Email" name="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('name', 'email');
  });

  it('is not marked invalid and describes nothing without an error', () => {
    renderInTheme(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the input invalid and ties the error text to it', () => {
    renderInTheme(<TextField label="Email" error="Password or email field cannot be empty" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password or email field cannot be empty');
    expect(screen.getByText('Password or email field cannot be empty')).toBeVisible();
  });

  it('with error={true} is marked invalid without any message', () => {
    renderInTheme(<TextField label="Email" error />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the input with both its hint and its error', () => {
    renderInTheme(<TextField label="Phone" id="phone" hint="With country code" error="Required" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('With country code'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Required'));
  });

  it('passes typing through to the owner', async () => {
    const onChange = jest.fn();
    renderInTheme(<TextField label="Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });

  it('gives two fields on one page different ids', () => {
    renderInTheme(
      <>
        <TextField label="First" error="one" />
        <TextField label="Second" error="two" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('one');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('two');
  });
});

describe('TextAreaField and SelectField', () => {
  it('wire their error to the control the same way', () => {
    renderInTheme(
      <>
        <TextAreaField label="Message" error="Message is required" />
        <SelectField label="Service" error="Choose a service">
          <option value="select">Select</option>
          <option value="seo">SEO, SEM</option>
        </SelectField>
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Message is required');
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(service).toHaveAttribute('aria-invalid', 'true');
    expect(service).toHaveAccessibleDescription('Choose a service');
  });

  it('SelectField lets the user pick an option', async () => {
    renderInTheme(
      <SelectField label="Service" defaultValue="select">
        <option value="select">Select</option>
        <option value="seo">SEO, SEM</option>
      </SelectField>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'seo');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('seo');
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    renderInTheme(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps what was typed when toggled', async () => {
    renderInTheme(<PasswordField label="Password" />);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
  });

  it('the toggle does not submit the form', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderInTheme(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ties its error to the input', () => {
    renderInTheme(<PasswordField label="Password" error="Invalid password or email" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid password or email');
  });
});
