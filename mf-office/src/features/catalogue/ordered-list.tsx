import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Button, ConfirmDialog, VisuallyHidden } from '@agency/shared-ui';
import { type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { useOfficeAction } from '../../components/office-action';
import { ItemCard } from '../../components/ui';
import { copy } from '../../copy';
import { moved } from './form-fields';

const text = copy.catalogue.draft;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The row's buttons: 44 px targets that wrap under each other on a phone. */
const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.6rem;
  button { min-height: 44px; padding: 0.35rem 0.9rem; font-size: 0.92rem; }
`;

/**
 * An ordered list of the draft (FAQs, testimonials, case studies, logos, packages): each item with Edit, Move up,
 * Move down and Remove (after the site's confirm dialog). Every move and removal saves the whole draft at once
 * (`commit`); focus stays on the moved item's button and a live region says where it went.
 */
export function OrderedList<T>({
  label,
  items,
  keyOf,
  nameOf,
  children,
  onEdit,
  commit,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  nameOf: (item: T) => string;
  /** The item's own view inside its card (its name is the card's heading). */
  children: (item: T) => ReactNode;
  onEdit: (item: T, index: number) => void;
  commit: (next: T[]) => Promise<unknown>;
}) {
  const feedback = useOfficeAction();
  const [removing, setRemoving] = useState<{ index: number; name: string } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const remove = useApiMutation({ mutationFn: (index: number) => commit(items.filter((_, i) => i !== index)) });

  const move = (index: number, by: -1 | 1) => {
    const item = items[index] as T;
    const position = index + by;
    const stay = position === 0 ? 'down' : position === items.length - 1 ? 'up' : by === -1 ? 'up' : 'down';
    feedback.run({
      run: async () => {
        await commit(moved(items, index, by));
        requestAnimationFrame(() => buttons.current.get(`${keyOf(item)}-${stay}`)?.focus());
      },
      // Said in the live region: where the item is now, which also tells that the draft was saved.
      success: text.moved(nameOf(item), position + 1, items.length),
    });
  };

  return (
    <>
      {feedback.view}
      <List aria-label={label}>
        {items.map((item, i) => {
          const name = nameOf(item);
          const key = keyOf(item);
          return (
            <li key={key}>
              <ItemCard aria-label={name}>
                <h3>{name}</h3>
                {children(item)}
                <RowButtons>
                  <Button $variant="secondary" disabled={feedback.busy} onClick={() => onEdit(item, i)}>
                    {text.edit}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                  <Button
                    $variant="secondary"
                    ref={(el: HTMLButtonElement | null) => {
                      buttons.current.set(`${key}-up`, el);
                    }}
                    disabled={i === 0 || feedback.busy}
                    onClick={() => move(i, -1)}
                  >
                    {text.moveUp}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                  <Button
                    $variant="secondary"
                    ref={(el: HTMLButtonElement | null) => {
                      buttons.current.set(`${key}-down`, el);
                    }}
                    disabled={i === items.length - 1 || feedback.busy}
                    onClick={() => move(i, 1)}
                  >
                    {text.moveDown}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                  <Button $variant="ghost" disabled={feedback.busy} onClick={() => setRemoving({ index: i, name })}>
                    {text.remove}
                    <VisuallyHidden> {name}</VisuallyHidden>
                  </Button>
                </RowButtons>
              </ItemCard>
            </li>
          );
        })}
      </List>
      <ConfirmDialog
        open={removing !== null}
        texts={{
          confirmTitle: text.removeTitle(removing?.name ?? ''),
          confirmBody: text.removeBody(removing?.name ?? ''),
          confirmAction: text.remove,
          busy: text.removing,
        }}
        status={remove.status}
        successText={text.removed(removing?.name ?? '')}
        failureText={errorMessage(remove.error, copy.common.failed)}
        onConfirm={() => removing && remove.mutate(removing.index)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </>
  );
}
