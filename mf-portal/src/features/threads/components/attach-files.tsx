import { FILE_EMPTY, FILE_MAX_BYTES, FILE_TOO_LARGE } from '@agency/contracts/files';
import { MESSAGE_FILES_MAX } from '@agency/contracts/threads';
import { errorMessage } from '@agency/shared-auth';
import { VisuallyHidden } from '@agency/shared-ui';
import { type ChangeEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { uploadFile } from '../api/files';
import { formatSize } from '../lib/files';

const text = copy.thread;

/** One chosen file: uploading at once, then ready (with the id the message sends) or refused (with why). */
export interface Attachment {
  key: number;
  name: string;
  size: number;
  state: 'uploading' | 'ready' | 'refused';
  /** The stored file's id, once ready. */
  id?: number;
  /** Why it was refused: the API's detail, or the same text found before uploading. */
  detail?: string;
}

/**
 * The files chosen for the next message. Each is checked here first (over 20 MB or empty: refused with the API's
 * own text, never sent), then uploaded at once; the last outcome is said politely for screen readers.
 */
export function useAttachments(requestId: number) {
  const [items, setItems] = useState<Attachment[]>([]);
  const [said, setSaid] = useState('');
  const next = useRef(1);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const settle = useCallback((key: number, change: Partial<Attachment>) => {
    if (!live.current) return;
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = next.current++;
        const early = file.size > FILE_MAX_BYTES ? FILE_TOO_LARGE : file.size === 0 ? FILE_EMPTY : undefined;
        const item: Attachment = { key, name: file.name, size: file.size, state: early ? 'refused' : 'uploading', detail: early };
        setItems((all) => [...all, item]);
        if (early) {
          setSaid(text.notUploaded(file.name, early));
          continue;
        }
        uploadFile(requestId, file).then(
          (stored) => {
            settle(key, { state: 'ready', id: stored.id, name: stored.name });
            if (live.current) setSaid(text.uploaded(stored.name));
          },
          (error: unknown) => {
            const detail = errorMessage(error, text.uploadFailed);
            settle(key, { state: 'refused', detail });
            if (live.current) setSaid(text.notUploaded(file.name, detail));
          },
        );
      }
    },
    [requestId, settle],
  );

  const remove = useCallback((key: number) => setItems((all) => all.filter((item) => item.key !== key)), []);
  const clear = useCallback(() => setItems([]), []);
  const ready = items.filter((item) => item.state === 'ready' && item.id !== undefined).map((item) => item.id as number);
  const uploading = items.some((item) => item.state === 'uploading');
  return { items, ready, uploading, said, add, remove, clear };
}

export type Attachments = ReturnType<typeof useAttachments>;

const Picker = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
  /* The input stays in the tab order (a real, labelled file input); its label is the visible button. */
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
  label {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 1rem;
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    cursor: pointer;
  }
  label:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  input[type='file']:focus-visible + label { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .hint { margin: 0; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  min-width: 0;
`;

/** A chosen file. Its state is in words; a refused one also has a bar and its reason, so colour is never the only sign. */
const Chip = styled.li<{ $refused: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  min-width: 0;
  padding: 0.35rem 0.35rem 0.35rem 0.75rem;
  border: 1px solid ${({ theme, $refused }) => ($refused ? theme.color.danger : theme.color.border)};
  border-left-width: ${({ $refused }) => ($refused ? '6px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $refused }) => ($refused ? theme.color.dangerSoft : theme.color.surfaceAlt)};
  .about { flex: 1 1 12rem; min-width: 0; display: grid; gap: 0.1rem; }
  .name { font-weight: 600; overflow-wrap: anywhere; }
  .meta { font-size: 0.88rem; color: ${({ theme }) => theme.color.muted}; }
  .detail { font-size: 0.9rem; color: ${({ theme }) => theme.color.danger}; overflow-wrap: anywhere; }
  button {
    flex: none;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

/**
 * "Attach files": a real `<input type=file multiple>` (its label is the visible button, so it is named and
 * reachable by keyboard), and the chosen files as chips with their name, size and state, each removable.
 */
export function AttachFiles({ attachments, inputRef }: { attachments: Attachments; inputRef: RefObject<HTMLInputElement | null> }) {
  const inputId = useId();
  const hintId = useId();
  const [tooMany, setTooMany] = useState('');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Choosing the same file again (after removing it) must fire change again.
    event.target.value = '';
    const room = MESSAGE_FILES_MAX - attachments.items.filter((item) => item.state !== 'refused').length;
    setTooMany(chosen.length > room ? text.tooManyFiles(MESSAGE_FILES_MAX) : '');
    attachments.add(chosen.slice(0, Math.max(0, room)));
  };

  const remove = (key: number) => {
    attachments.remove(key);
    // The chip (and its button) is gone: the focus goes back to the control that adds files.
    inputRef.current?.focus();
  };

  return (
    <Picker>
      <input ref={inputRef} id={inputId} type="file" multiple aria-describedby={hintId} onChange={onChange} />
      <label htmlFor={inputId}>
        <PaperclipIcon />
        {text.attach}
      </label>
      <p className="hint" id={hintId}>
        {text.attachHint}
      </p>
      {tooMany ? <p className="detail" role="alert">{tooMany}</p> : null}
      {attachments.items.length > 0 ? (
        <Chips aria-label={text.chosenFiles}>
          {attachments.items.map((item) => (
            <Chip key={item.key} $refused={item.state === 'refused'}>
              <span className="about">
                <span className="name">{item.name}</span>
                <span className="meta">
                  {formatSize(item.size)} · {text.fileState[item.state]}
                </span>
                {item.detail ? <span className="detail">{item.detail}</span> : null}
              </span>
              <button type="button" aria-label={text.removeFile(item.name)} onClick={() => remove(item.key)}>
                <span aria-hidden="true">×</span>
              </button>
            </Chip>
          ))}
        </Chips>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {attachments.said}
      </VisuallyHidden>
    </Picker>
  );
}

function PaperclipIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </svg>
  );
}
