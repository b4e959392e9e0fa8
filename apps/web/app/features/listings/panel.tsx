// The heading of a part of the listing's page (its form's sections, its photos, documents and
// leads): the anchor the page's "On this page" links reach, and where the focus goes once what
// held it is gone (a deleted photo's button).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { forwardRef, type ReactNode } from 'react';

export const PanelHeading = forwardRef<HTMLHeadingElement, { id: string; title: string; intro?: string }>(
  function PanelHeading({ id, title, intro }, ref) {
    return (
      <>
        <Typography
          ref={ref}
          id={id}
          variant="h6"
          component="h2"
          tabIndex={-1}
          sx={{ mb: intro ? 0.5 : 1.5, scrollMarginTop: 80 }}
        >
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {intro}
          </Typography>
        )}
      </>
    );
  },
);

/** A titled part of a listing's form (the new listing's too), reached from "On this page" links. */
export function Part({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <PanelHeading id={id} title={title} intro={intro} />
      {children}
    </Box>
  );
}
