// Where files are dropped, and the button that does the same for a keyboard or a screen reader (a
// drop zone is a mouse's way only); then each file's upload, one after the other in the order
// given, each with its own line: waiting, uploading, or why it was refused (the API's 413 and 415
// messages), until dismissed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useNotify } from '../../portal/notify';
import { useErrorText } from '../../portal/use-message';

interface Words {
  drop: string;
  hint: string;
  choose: string;
  input: string;
}

export function UploadZone({
  words,
  accept,
  disabled = false,
  onFiles,
  children,
}: {
  words: Words;
  /** The input's `accept`: the types the API takes (it judges the content anyway). */
  accept: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Fields beside the button (a document's title and level). */
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0 && !disabled) onFiles(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Box
      onDragEnter={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      data-testid="upload-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography sx={{ fontWeight: 500 }}>{words.drop}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {words.hint}
        </Typography>
      </Box>
      {children}
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        {words.choose}
      </Button>
      {/* Opened by the button; out of the page's order and the accessibility tree. */}
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        aria-label={words.input}
        data-testid="upload-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}

export interface Upload {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

interface QueueWords {
  uploading: (name: string) => string;
  waiting: (name: string) => string;
  failed: (name: string, reason: string) => string;
  dismiss: (name: string) => string;
  done: (count: number) => string;
  tooLarge: string;
  badType: string;
}

/** Uploads files one at a time in the order given (a second drop waits for the first), each
 * with its line until it succeeds; `onUploaded` runs once a batch ends with any success. */
export function useUploadQueue(
  upload: (file: File) => Promise<unknown>,
  onUploaded: () => Promise<unknown> | undefined,
  words: QueueWords,
) {
  const [items, setItems] = useState<Upload[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const next = useRef(0);
  const notify = useNotify();
  const errorText = useErrorText();
  const reasonOf = (error: unknown) => {
    // A proxy's 413 or 415 without the API's body still says why.
    if (error instanceof ApiError && !error.key && error.status === 413) return words.tooLarge;
    if (error instanceof ApiError && !error.key && error.status === 415) return words.badType;
    return errorText(error);
  };
  const set = (key: number, patch: Partial<Upload> | null) =>
    setItems((all) =>
      patch === null
        ? all.filter((i) => i.key !== key)
        : all.map((i) => (i.key === key ? { ...i, ...patch } : i)),
    );

  /** Queues `files`, uploaded by `send` (the batch's own, with what the form said when they were
   * given) or the queue's. */
  const add = (files: File[], send: (file: File) => Promise<unknown> = upload) => {
    const batch = files.map((file) => ({ file, key: next.current++ }));
    setItems((all) => [
      ...all,
      ...batch.map(({ file, key }) => ({ key, name: file.name, state: 'waiting' as const })),
    ]);
    const run = async () => {
      let done = 0;
      for (const { file, key } of batch) {
        set(key, { state: 'uploading' });
        try {
          await send(file);
          set(key, null);
          done++;
        } catch (error) {
          console.error('Upload failed', error);
          set(key, { state: 'failed', error: reasonOf(error) });
        }
      }
      if (done > 0) {
        notify(words.done(done), 'success');
        await onUploaded();
      }
    };
    chain.current = chain.current.then(run, run);
    return chain.current;
  };

  const list: ReactNode =
    items.length === 0 ? null : (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }} aria-live="polite">
        {items.map((item) => (
          <Box component="li" key={item.key}>
            {item.state === 'failed' ? (
              <Alert
                severity="error"
                onClose={() => set(item.key, null)}
                slotProps={{ closeButton: { 'aria-label': words.dismiss(item.name) } }}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {words.failed(item.name, item.error ?? '')}
              </Alert>
            ) : (
              <Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {item.state === 'uploading' ? words.uploading(item.name) : words.waiting(item.name)}
                </Typography>
                {item.state === 'uploading' && (
                  <LinearProgress aria-label={words.uploading(item.name)} sx={{ mt: 0.5 }} />
                )}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    );

  return { add, items, list, busy: items.some((i) => i.state !== 'failed') };
}

/** The queue's words of a panel, from its namespace's keys. */
export function useQueueWords(panel: 'photos' | 'documents'): QueueWords {
  const { t } = useTranslation('listings');
  return {
    uploading: (name) => t(`${panel}.uploading`, { name }),
    waiting: (name) => t(`${panel}.waiting`, { name }),
    failed: (name, reason) => t(`${panel}.failed`, { name, reason }),
    dismiss: (name) => t(`${panel}.dismiss`, { name }),
    done: (count) => t(`${panel}.uploaded`, { count }),
    tooLarge: t(`${panel}.tooLarge`),
    badType: t(`${panel}.badType`),
  };
}
