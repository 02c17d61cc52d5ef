import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { z } from 'zod';
import { TextField } from './fields';
import type { FormEventHandler } from 'react';
import { refusal, refuse, type UseFormReturn, useLazyZodForm, useZodForm } from './form';
import { theme } from './theme';

const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email'),
});

function Form({ onSave }: { onSave: (values: z.infer<typeof Schema>) => Promise<string | null> }) {
  const form = useZodForm(Schema, { defaultValues: { name: '', email: '' } });
  const submit = form.handleSubmit(async (values) => {
    const problem = await onSave(values);
    if (problem === 'email taken') refuse(form, 'That email is already registered', 'email');
    else if (problem) refuse(form, problem);
  });
  return <Fields form={form} onSubmit={submit} />;
}

/** The two fields, the form's refusal and its submit button: what both kinds of form render. */
function Fields({ form, onSubmit, onFocus }: { form: UseFormReturn<z.infer<typeof Schema>>; onSubmit: FormEventHandler; onFocus?: () => void }) {
  const { errors } = form.formState;
  return (
    <ThemeProvider theme={theme}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate>
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

function LazyForm({ load, onSave }: { load: () => Promise<typeof Schema>; onSave: (values: z.infer<typeof Schema>) => void }) {
  const { form, prepare } = useLazyZodForm(load, { defaultValues: { name: '', email: '' }, loadFailure: 'You are offline.' });
  return <Fields form={form} onSubmit={form.handleSubmit(onSave)} onFocus={prepare} />;
}

describe('a form whose schema loads with its first use (useLazyZodForm)', () => {
  it('asks for the schema when a field takes focus, not with the page, once, and validates with it', async () => {
    const load = jest.fn(async () => Schema);
    const onSave = jest.fn();
    render(<LazyForm load={load} onSave={onSave} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before any focus waits for the schema', async () => {
    let arrive = (_schema: typeof Schema) => {};
    const load = jest.fn(() => new Promise<typeof Schema>((resolve) => (arrive = resolve)));
    const onSave = jest.fn();
    render(<LazyForm load={load} onSave={onSave} />);
    screen.getByRole('button', { name: 'Save' }).click();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    arrive(Schema);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses the submit on the whole form when the schema cannot load, sends nothing, and tries again on the next', async () => {
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('Loading chunk 7622 failed.');
      return Schema;
    });
    const onSave = jest.fn();
    render(<LazyForm load={load} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
    expect(onSave).not.toHaveBeenCalled();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
