// The client portal's few building blocks, on its own stylesheet (client-portal.css, ADR 0051):
// no MUI, so a phone runs no styling library before the client's figures show.
import type { ReactNode } from 'react';
import { InlineStyle } from '../../ui/inline-style';
import css from './client-portal.css?inline';

/** The portal's stylesheet, once, in <head>. */
export const ClientStyle = () => <InlineStyle name="client-portal" css={css} />;

/** A load that failed, in a page or a section: what failed, and a button to ask again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="cp-alert cp-alert-error">
      <div>{message}</div>
      <button type="button" className="cp-button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

/** A wait the reader is told about: a spinner and `children` (a status for screen readers). */
export function Waiting({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="cp-status">
      <span className="cp-spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

/** A page's heading. */
export const PageTitle = ({ children }: { children: ReactNode }) => <h1 className="cp-h1">{children}</h1>;
