// The Ownership section's node-and-link diagram, loaded lazily as its own chunk (with its CSS): the
// graph library weighs more than the rest of a detail page. It is a picture for the eye and the
// mouse: to assistive technology one image with a text alternative, with nothing focusable inside,
// since the list beside it carries the same paths and their links for the keyboard.
import '@xyflow/react/dist/style.css';
import { alpha, useTheme } from '@mui/material/styles';
import { type Edge, MarkerType, type Node, Position, ReactFlow } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detailPath } from '../../portal/record-kinds';
import { type DiagramLayout, diagramHeight, NODE_WIDTH } from './ownership-layout';
import { linkKey, type OwnershipMode } from './ownership-paths';

export default function OwnershipDiagram({
  layout,
  mode,
  label,
}: {
  layout: DiagramLayout;
  mode: OwnershipMode;
  /** The image's text alternative. */
  label: string;
}) {
  const { t } = useTranslation(['ownership', 'links', 'crm']);
  const theme = useTheme();
  const navigate = useNavigate();

  const nodes = useMemo<Node[]>(
    () =>
      layout.nodes.map(({ node, x, y, role }) => ({
        id: node.id,
        position: { x, y },
        data: {
          label: (
            <>
              {node.label}
              {role === 'ultimate' && (
                <span style={{ display: 'block', fontWeight: 400, fontSize: 11 }}>
                  {t('ownership:ultimate')}
                </span>
              )}
            </>
          ),
        },
        sourcePosition: Position.Right,
        targetPosition: Position.Left,
        style: {
          width: NODE_WIDTH,
          fontSize: 12,
          cursor: 'pointer',
          overflowWrap: 'anywhere',
          color: theme.palette.text.primary,
          ...(role === 'root'
            ? {
                background: alpha(theme.palette.primary.main, 0.12),
                borderColor: theme.palette.primary.main,
                fontWeight: 700,
              }
            : role === 'ultimate'
              ? { borderColor: theme.palette.secondary.main, borderWidth: 3, fontWeight: 700 }
              : {}),
        },
      })),
    [layout, t, theme],
  );
  const edges = useMemo<Edge[]>(
    () =>
      layout.edges.map(({ id, source, target, link, loop }) => {
        const words = t(linkKey(link, mode));
        return {
          id,
          source,
          target,
          // A loop's closing link runs back to a record further left: named and coloured apart.
          label: loop ? t('ownership:loopEdge', { link: words }) : words,
          type: link === 'CO-OWNER' ? 'straight' : 'default',
          markerEnd:
            link === 'CO-OWNER'
              ? undefined
              : { type: MarkerType.ArrowClosed, ...(loop ? { color: theme.palette.warning.main } : {}) },
          style:
            link === 'CO-OWNER'
              ? { strokeDasharray: '4 3' }
              : loop
                ? { stroke: theme.palette.warning.main, strokeDasharray: '6 3' }
                : undefined,
          labelStyle: { fontSize: 11 },
        };
      }),
    [layout, mode, t, theme],
  );

  return (
    <div role="img" aria-label={label} data-testid="ownership-diagram">
      <div
        aria-hidden="true"
        style={{ height: diagramHeight(layout), border: `1px solid ${theme.palette.divider}` }}
      >
        <ReactFlow
          nodes={nodes}
          edges={edges}
          onNodeClick={(_event, node) => {
            const placed = layout.nodes.find((p) => p.node.id === node.id);
            if (placed)
              navigate(detailPath(placed.node.kind === 'address' ? 'address' : 'entity', placed.node.id));
          }}
          fitView
          fitViewOptions={{ padding: 0.1, maxZoom: 1 }}
          minZoom={0.2}
          // A picture: nothing to move, select, connect or focus; the page scrolls over it.
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          disableKeyboardA11y
          zoomOnScroll={false}
          preventScrolling={false}
          // The attribution is a link, which would be focusable inside a hidden picture.
          proOptions={{ hideAttribution: true }}
        />
      </div>
    </div>
  );
}
