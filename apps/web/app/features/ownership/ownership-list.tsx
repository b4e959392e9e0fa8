import type { OwnershipGraph, OwnershipNode, OwnershipPath, PortfolioTotals } from '@crm/shared';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useValueWords } from '../../portal/editing/record-form-frame';
import { detailPath } from '../../portal/record-kinds';
import {
  linkKey,
  nodeMap,
  type OwnershipMode,
  type OwnershipSections,
  type PathGroup,
  pathKey,
  pathParts,
  stopNote,
} from './ownership-paths';

interface ListProps {
  graph: OwnershipGraph;
  sections: OwnershipSections;
  mode: OwnershipMode;
}

/** The graph as text: what the diagram shows, read in order, every record a link to its page. */
export function OwnershipList({ graph, sections, mode }: ListProps) {
  const { t } = useTranslation('ownership');
  const nodes = nodeMap(graph);
  const path = (p: OwnershipPath, last: boolean) => (
    <PathLine path={p} nodes={nodes} mode={mode} root={graph.root} lastAsText={last} />
  );
  return (
    <Box data-testid="ownership-list" sx={{ minWidth: 0 }}>
      {graph.totals && <Totals totals={graph.totals} depth={graph.depth} />}
      {sections.reached.length === 0 && sections.stopped.length === 0 && (
        // Only whom to call about the owners is recorded.
        <Typography sx={{ color: 'text.secondary' }}>{t(`${mode}.empty`)}</Typography>
      )}
      {sections.reached.length > 0 && (
        <Groups
          title={t(`${mode}.reached`)}
          testId="ownership-reached"
          groups={sections.reached}
          path={path}
        />
      )}
      {sections.stopped.length > 0 && (
        <>
          <Heading>{t('stopped')}</Heading>
          <Box component="ul" sx={listSx}>
            {sections.stopped.map((p) => {
              const note = stopNote(p, nodes);
              return (
                <Box component="li" key={pathKey(p)} data-testid="ownership-stopped" sx={itemSx}>
                  {path(p, false)}
                  {note && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(note.key, note)}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        </>
      )}
      {sections.contacts.length > 0 && (
        <Groups
          title={t(`${mode}.contacts`)}
          testId="ownership-contacts"
          groups={sections.contacts}
          path={path}
        />
      )}
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;
const itemSx = { py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' } as const;

const Heading = ({ id, children }: { id?: string; children: React.ReactNode }) => (
  <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
    {children}
  </Typography>
);

/** Records reached (ultimate owners, properties, contacts), each with every path to it. */
function Groups({
  title,
  testId,
  groups,
  path,
}: {
  title: string;
  testId: string;
  groups: PathGroup[];
  path: (p: OwnershipPath, lastAsText: boolean) => React.ReactNode;
}) {
  const { t } = useTranslation('ownership');
  return (
    <>
      <Heading>{title}</Heading>
      <Box component="ul" sx={listSx}>
        {groups.map((group) => (
          <Box component="li" key={group.node.id} data-testid={testId} sx={itemSx}>
            <Typography sx={{ fontWeight: 600 }}>
              <RecordLink node={group.node} />
              <NodeWords node={group.node} />
            </Typography>
            <Box component="ol" aria-label={t('path')} sx={{ m: 0, pl: 2.5 }}>
              {group.paths.map((p) => (
                <Typography component="li" variant="body2" key={pathKey(p)} data-testid="ownership-path">
                  {path(p, true)}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** " · Ultimate owner · Company", " · Unit 4". */
function NodeWords({ node }: { node: OwnershipNode }) {
  const { t } = useTranslation('ownership');
  const words: string[] = [];
  if (node.ultimate) words.push(t('ultimate'));
  if (node.is_person !== null) words.push(t(node.is_person ? 'person' : 'company'));
  if (node.subpremise) words.push(t('unit', { unit: node.subpremise }));
  if (words.length === 0) return null;
  return (
    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', typography: 'body2' }}>
      {` · ${words.join(' · ')}`}
    </Box>
  );
}

const RecordLink = ({ node }: { node: OwnershipNode }) => (
  <MuiLink component={Link} to={detailPath(node.kind === 'address' ? 'address' : 'entity', node.id)}>
    {node.label}
  </MuiLink>
);

/** "Depth 3: 426 Sunset Blvd ← Recorded owner — 426 Sunset LLC ← Owned by — Jane Doe". The start
 * (this page) and, under its group, the record reached are plain text; the arrows are decoration. */
function PathLine({
  path,
  nodes,
  mode,
  root,
  lastAsText,
}: {
  path: OwnershipPath;
  nodes: Map<string, OwnershipNode>;
  mode: OwnershipMode;
  root: string;
  lastAsText: boolean;
}) {
  const { t } = useTranslation(['ownership', 'links', 'crm']);
  const parts = pathParts(path, nodes, mode);
  return (
    <>
      {t('ownership:pathDepth', { depth: path.depth })}{' '}
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a path's parts are positional; a cycle names a record twice
        <Fragment key={i}>
          {part.type === 'link' ? (
            <>
              {' '}
              <span aria-hidden="true">{part.before}</span> {t(linkKey(part.link, mode))}{' '}
              <span aria-hidden="true">{part.after}</span>{' '}
            </>
          ) : part.node.id === root || (lastAsText && i === parts.length - 1) ? (
            part.node.label
          ) : (
            <RecordLink node={part.node} />
          )}
        </Fragment>
      ))}
    </>
  );
}

/** "3 properties · 1 unit · 12,500 sq ft (2 of 3 with an area)", and whether the walk's limit cut
 * them short. */
function Totals({ totals, depth }: { totals: PortfolioTotals; depth: number }) {
  const { t } = useTranslation('ownership');
  const { locale } = useValueWords();
  const area =
    totals.with_square_feet === 0
      ? t('totals.noArea')
      : `${t('totals.area', { area: new Intl.NumberFormat(locale).format(totals.square_feet) })} (${t(
          'totals.withArea',
          { count: totals.with_square_feet, total: totals.properties },
        )})`;
  return (
    <Box component="section" aria-labelledby="ownership-totals" data-testid="ownership-totals" sx={{ mb: 1 }}>
      <Heading id="ownership-totals">{t('totals.title', { depth })}</Heading>
      <Typography>
        {[
          t('totals.properties', { count: totals.properties }),
          t('totals.units', { count: totals.units }),
          area,
        ].join(' · ')}
      </Typography>
      {totals.partial && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="ownership-totals-partial">
          {t('totals.partial')}
        </Typography>
      )}
    </Box>
  );
}
