// A listing's deal room (issue 28): its documents in their order, each at an access level (Public,
// Agreement signed, Approved leads, Staff only). Files are dropped or chosen with a title and a
// level; in the list a level's change, a title's edit (when its field is left) and a move up or
// down save at once; staff download the file as uploaded; a delete asks first.
import { DOCUMENT_LEVELS, type DocumentLevel, type ListingDocument } from '@crm/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { localeOf } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { ConfirmDelete } from '../../portal/confirm-delete';
import { LoadFailed } from '../../portal/load-failed';
import { useNotify } from '../../portal/notify';
import { useDeleteAction } from '../../portal/use-delete-action';
import { useErrorText, useMessage } from '../../portal/use-message';
import { visuallyHidden } from '../../ui/visually-hidden';
import {
  deleteDocument,
  documentFileUrl,
  documentsQuery,
  updateDocument,
  uploadDocument,
} from './listings-api';
import { PanelHeading } from './panel';
import { UploadZone, useQueueWords, useUploadQueue } from './upload-zone';

const UpIcon = createSvgIcon(<path d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" />, 'KeyboardArrowUp');
const DownIcon = createSvgIcon(
  <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />,
  'KeyboardArrowDown',
);
const DownloadIcon = createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, 'Download');
const DeleteIcon = createSvgIcon(
  <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />,
  'Delete',
);

/** What the API takes (it judges each file by its content anyway). */
const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  '.xlsx',
  '.docx',
  '.pptx',
  '.csv',
  '.txt',
].join(',');

/** A level's name, and what it opens to, in the reader's language. */
function useLevelWords() {
  const { t } = useTranslation('listings');
  return {
    name: (level: DocumentLevel) => t(`documents.levels.${level}`),
    help: (level: DocumentLevel) => t(`documents.levelHelp.${level}`),
  };
}

/** The level choices of a select: each name with what it opens to beneath; the field shows the name. */
function levelSelectProps(words: ReturnType<typeof useLevelWords>) {
  return {
    children: DOCUMENT_LEVELS.map((level) => (
      <MenuItem key={level} value={level}>
        <ListItemText primary={words.name(level)} secondary={words.help(level)} />
      </MenuItem>
    )),
    slotProps: { select: { renderValue: (value: unknown) => words.name(value as DocumentLevel) } },
  };
}

/** Memoised: the editor's page renders again when its form's unsaved state flips, this need not. */
export const DocumentsPanel = memo(function DocumentsPanel({ listingId }: { listingId: string }) {
  const { t } = useTranslation('listings');
  const cache = useCachePolicy();
  const words = useLevelWords();
  const documents = useQuery(documentsQuery(listingId));
  const [title, setTitle] = useState('');
  const [level, setLevel] = useState<DocumentLevel>('agreement');
  const heading = useRef<HTMLHeadingElement>(null);
  const queue = useUploadQueue(
    (file) => uploadDocument(listingId, file, level),
    () => cache.listingDocumentsChanged(listingId),
    useQueueWords('documents'),
  );
  const onFiles = (files: File[]) => {
    // A title names one file: with several, each is named after its file.
    const named = files.length === 1 ? title.trim() || undefined : undefined;
    const at = level;
    if (named) setTitle('');
    void queue.add(files, (file) => uploadDocument(listingId, file, at, named));
  };
  const select = levelSelectProps(words);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="listing-documents"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <PanelHeading
        id="listing-documents"
        ref={heading}
        title={t('documents.title')}
        intro={t('documents.intro')}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('documents.upload')}
      </Typography>
      <UploadZone
        words={{
          drop: t('documents.drop'),
          hint: t('documents.dropHint'),
          choose: t('documents.choose'),
          input: t('documents.fileInput'),
        }}
        accept={DOCUMENT_TYPES}
        onFiles={onFiles}
      >
        <TextField
          id="document-new-title"
          size="small"
          label={t('documents.newTitle')}
          helperText={t('documents.newTitleHint')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <TextField
          id="document-new-level"
          select
          size="small"
          label={t('documents.newLevel')}
          value={level}
          onChange={(event) => setLevel(event.target.value as DocumentLevel)}
          slotProps={select.slotProps}
          sx={{ flex: '0 1 220px', alignSelf: 'flex-start' }}
        >
          {select.children}
        </TextField>
      </UploadZone>
      {queue.list}
      <Box sx={{ mt: 2 }}>
        {documents.isError ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void documents.refetch()} />
        ) : !documents.data ? (
          <Typography role="status">{t('loading')}</Typography>
        ) : documents.data.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('documents.empty')}</Typography>
        ) : (
          <DocumentTable
            listingId={listingId}
            documents={documents.data.data}
            onDeleted={() => heading.current?.focus()}
          />
        )}
      </Box>
    </Paper>
  );
});

/** "1.2 MB", "840 kB" in the reader's notation. */
function useSize() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [bytes / 1024, 'kilobyte'];
    return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  };
}

function DocumentTable({
  listingId,
  documents,
  onDeleted,
}: {
  listingId: string;
  documents: ListingDocument[];
  onDeleted: () => void;
}) {
  const { t } = useTranslation('listings');
  const notify = useNotify();
  const cache = useCachePolicy();
  const errorText = useErrorText();
  const size = useSize();
  const words = useLevelWords();
  const [deleting, setDeleting] = useState<ListingDocument | null>(null);
  const change = useMutation({
    mutationFn: ({ doc, body }: { doc: ListingDocument; body: Parameters<typeof updateDocument>[2] }) =>
      updateDocument(listingId, doc.id, body),
  });
  /** Saves one change of a document; says it, or why not. */
  const save = async (doc: ListingDocument, body: Parameters<typeof updateDocument>[2], done: string) => {
    try {
      await change.mutateAsync({ doc, body });
      notify(done, 'success');
      await cache.listingDocumentsChanged(listingId);
      return true;
    } catch (error) {
      console.error('Document change failed', error);
      notify(`${t('documents.saveFailed')} ${errorText(error)}`);
      return false;
    }
  };
  const select = levelSelectProps(words);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('documents.list')} aria-busy={change.isPending}>
          <TableHead>
            <TableRow>
              <TableCell>{t('documents.columns.title')}</TableCell>
              <TableCell>{t('documents.columns.level')}</TableCell>
              <TableCell>{t('documents.columns.file')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('documents.columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.map((doc, i) => (
              <TableRow key={doc.id} data-testid={`document-${doc.id}`}>
                <TableCell sx={{ minWidth: 220 }}>
                  <DocumentTitle
                    doc={doc}
                    n={i + 1}
                    onSave={(title) => save(doc, { title }, t('documents.titleSaved'))}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <TextField
                    id={`document-${doc.id}-level`}
                    select
                    size="small"
                    fullWidth
                    value={doc.level}
                    disabled={change.isPending}
                    onChange={(event) => {
                      const level = event.target.value as DocumentLevel;
                      if (level !== doc.level)
                        void save(
                          doc,
                          { level },
                          t('documents.levelSaved', { title: doc.title, level: words.name(level) }),
                        );
                    }}
                    slotProps={{
                      ...select.slotProps,
                      htmlInput: { 'aria-label': t('documents.levelOf', { title: doc.title }) },
                    }}
                  >
                    {select.children}
                  </TextField>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {(doc.filename.split('.').pop() ?? '').toUpperCase()} · {size(doc.size)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={t('documents.up', { title: doc.title })}
                    disabled={i === 0 || change.isPending}
                    onClick={() => void save(doc, { position: i }, t('documents.moved'))}
                  >
                    <UpIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('documents.down', { title: doc.title })}
                    disabled={i === documents.length - 1 || change.isPending}
                    onClick={() => void save(doc, { position: i + 2 }, t('documents.moved'))}
                  >
                    <DownIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    component="a"
                    href={documentFileUrl(listingId, doc.id)}
                    download={doc.filename}
                    aria-label={t('documents.download', { title: doc.title })}
                  >
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('documents.delete', { title: doc.title })}
                    onClick={() => setDeleting(doc)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {deleting && (
        <DocumentDelete
          listingId={listingId}
          doc={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}

/** A document's title, saved when a changed field is left (Enter leaves it too); refused, it
 * says why and keeps the text typed. */
function DocumentTitle({
  doc,
  n,
  onSave,
}: {
  doc: ListingDocument;
  n: number;
  onSave: (title: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('listings');
  const tv = useMessage();
  const [title, setTitle] = useState(doc.title);
  const [error, setError] = useState<string | undefined>();
  const commit = async () => {
    const next = title.trim();
    if (next === doc.title) return setTitle(doc.title);
    if (next === '') return setError(tv('documents.val.title'));
    setError(undefined);
    if (!(await onSave(next))) setError(t('documents.saveFailed'));
  };
  return (
    <TextField
      id={`document-${doc.id}-title`}
      size="small"
      fullWidth
      value={title}
      onChange={(event) => setTitle(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { 'aria-label': t('documents.titleOf', { n }) } }}
    />
  );
}

function DocumentDelete({
  listingId,
  doc,
  onClose,
  onDeleted,
}: {
  listingId: string;
  doc: ListingDocument;
  onClose: () => void;
  /** Once the document is gone from the list: the focus, on its button, moves on. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation('listings');
  const notify = useNotify();
  const cache = useCachePolicy();
  const { busy, refusal, confirm } = useDeleteAction(
    async () => {
      await deleteDocument(listingId, doc.id);
      notify(t('documents.deleted'), 'success');
      onClose();
      await cache.listingDocumentsChanged(listingId);
      onDeleted();
    },
    'Document',
    (error) => (error instanceof ApiError ? null : t('documents.saveFailed')),
  );
  return (
    <ConfirmDelete
      title={t('documents.deleteTitle')}
      body={t('documents.deleteBody', { title: doc.title })}
      cancel={t('documents.deleteCancel')}
      confirm={t('documents.deleteConfirm')}
      busy={busy}
      refusal={refusal}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
