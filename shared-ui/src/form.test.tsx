import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { z } from 'zod';
import { TextField } from './fields';
import { refusal, refuse, useZodForm } from './form';
import { theme } from './theme';

const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email'),
});

function Form({ onSave }: { onSave: (values: z.infer<typeof Schema>) => Promise<string | null> }) {
  const form = useZodForm(Schema, { defaultValues: { name: '', email: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const problem = await onSave(values);
    if (problem === 'email taken') refuse(form, 'That email is already registered', 'email');
    else if (problem) refuse(form, problem);
  });
  return (
    <ThemeProvider theme={theme}>
      <form onSubmit={submit} noValidate>
        {refusal(form) ? <p role="alert">{refusal(form)}</p> : null}
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
        <button type="submit">Save</button>
      </form>
    </ThemeProvider>
  );
}

describe('forms: react-hook-form with the zod resolver, one error model', () => {
  it("shows the schema's texts on the fields, focuses the first invalid one and sends nothing", async () => {
    const onSave = jest.fn();
    render(<Form onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed, and focuses the next invalid field', async () => {
    render(<Form onSave={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
  });

  it("puts a server refusal on the field it names (focused) or on the whole form, keeping what was typed", async () => {
    const onSave = jest.fn().mockResolvedValueOnce('email taken').mockResolvedValueOnce('The server is busy.');
    render(<Form onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(onSave).toHaveBeenLastCalledWith({ name: 'Ada', email: 'ada@example.com' });
  });
});
