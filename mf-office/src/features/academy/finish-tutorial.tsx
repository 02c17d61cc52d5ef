import { office } from '@agency/contracts';
import { Button } from '@agency/shared-ui';
import { refusal, useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import type { z } from 'zod';
import { submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';

// Its button sits in the card's row of actions as if the form were not there.
const Form = styled.form`
  display: contents;
`;

const Problem = styled.small`
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * Finishing a tutorial, after the browser's confirmation: its students' certificates become valid (the
 * contract's default, award_certificates). A refusal is said beside the button.
 */
export function FinishTutorial({ busy, onFinish }: { busy: boolean; onFinish: (finish: z.output<typeof office.Finish>) => Promise<unknown> }) {
  const form = useZodForm(office.Finish, { defaultValues: { award_certificates: true } });
  const finish = submitWith(form, onFinish);
  const problem = refusal(form);
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        if (window.confirm(copy.academy.finishConfirm)) void finish(event);
        else event.preventDefault();
      }}
    >
      <Button type="submit" disabled={busy}>
        {copy.academy.finish}
      </Button>
      {problem ? <Problem role="alert"> {problem}</Problem> : null}
    </Form>
  );
}
