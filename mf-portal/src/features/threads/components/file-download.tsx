import type { files } from '@agency/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { downloadFile } from '../api/files';
import { fileKind, formatSize } from '../lib/files';

const text = copy.thread;

/** Looks like a link (it saves a file), but is a button: the download needs the sign-in token a plain link cannot carry. */
const DownloadButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:disabled { cursor: progress; }
  /* A long name without spaces wraps rather than pushing the page sideways at 360 px. */
  .name { min-width: 0; overflow-wrap: anywhere; }
`;

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 0.6rem;
  min-width: 0;
  .meta { font-size: 0.88rem; color: ${({ theme }) => theme.color.muted}; }
  .failed { flex-basis: 100%; color: ${({ theme }) => theme.color.danger}; font-size: 0.9rem; }
`;

/** One file of the engagement: its name (saving it under that name), kind and size; a failed download is said beside it. */
export function FileDownload({ requestId, file }: { requestId: number; file: files.EngagementFile }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onClick = async () => {
    setState('busy');
    try {
      await downloadFile(requestId, file);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Row>
      {/* The name holds the visible words (label in name); "Download" says what the button does. */}
      <DownloadButton onClick={onClick} disabled={state === 'busy'} aria-label={text.download(file.name)}>
        <DownloadIcon />
        <span className="name">{file.name}</span>
      </DownloadButton>
      <span className="meta">
        {fileKind(file.type)}, {formatSize(file.size)}
        {state === 'busy' ? ` · ${text.downloading}` : ''}
      </span>
      {state === 'failed' ? (
        <span className="failed" role="alert">
          {text.downloadFailed}
        </span>
      ) : null}
    </Row>
  );
}

function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
    </svg>
  );
}
