import { errorMessage } from '@agency/shared-auth';
import { Button, Spinner } from '@agency/shared-ui';
import styled from 'styled-components';
import { commonCopy } from '../copy/common';

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 0;
  text-align: center;
  color: ${({ theme }) => theme.color.primary};
  p { color: ${({ theme }) => theme.color.text}; margin: 0; }
`;

interface Reading {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps {
  query: Reading;
  /** The spinner's label while the answer is on its way. */
  loading: string;
  /** Said when the read failed and the answer carries no text of its own (the API's `detail` is shown when it does). */
  failure: string;
  /** Said when the answer has nothing to show; omitted, nothing is said. */
  empty?: string;
  isEmpty?: boolean;
}

/**
 * What a section shows instead of its catalogue content: a spinner while it loads (a retry too), the failure with
 * a button to try again (a preview refused to a visitor who is not staff says so, in the API's words), or the
 * empty text. Nothing once there is content to show.
 */
export function QueryState({ query, loading, failure, empty, isEmpty = false }: QueryStateProps) {
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <Status>
        <Spinner label={loading} size={28} />
      </Status>
    );
  }
  if (query.isError) {
    return (
      <Status>
        <p role="alert">{errorMessage(query.error, failure)}</p>
        <Button $variant="secondary" onClick={() => void query.refetch()}>
          {commonCopy.retry}
        </Button>
      </Status>
    );
  }
  if (isEmpty && empty) {
    return (
      <Status>
        <p>{empty}</p>
      </Status>
    );
  }
  return null;
}
