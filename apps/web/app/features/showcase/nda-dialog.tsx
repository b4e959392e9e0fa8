import type { Showcase } from '@crm/shared';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site-config';
import { SiteLanguageToggle } from '../../ui/site-language-toggle';
import { AccessForm } from './access-form';
import { NdaText } from './nda-text';

const TITLE_ID = 'nda-dialog-title';
const INTRO_ID = 'nda-dialog-intro';

interface NdaDialogProps {
  open: boolean;
  slug: string;
  version: string;
  /** The listing's agreement once staff changed it; absent, the spec's NDA. */
  agreement?: Showcase['agreement'];
  onAccepted: () => void;
}

/** Spec §2: a persistent modal dialog (no close button; neither Escape nor a click beside it
 * closes it) that locks the page's scrolling (showcase.css) until the access form is sent. A
 * native <dialog>: the browser traps focus and makes the page behind inert. It stays mounted once
 * closed, reset. Full screen below sm, 800 px wide above (spec §9), by CSS alone. */
export function NdaDialog({ open, slug, version, agreement, onAccepted }: NdaDialogProps) {
  const { t } = useTranslation('showcase');
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  // A layout effect: it opens in the frame it replaces the prerendered veil (nda-veil.tsx).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) {
      element?.showModal();
      // The browser would focus the language toggle, ringed; the title starts the reading instead.
      title.current?.focus();
    }
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="nda"
      aria-labelledby={TITLE_ID}
      aria-describedby={INTRO_ID}
      // Escape sends a close request only if its keydown goes through, and a close request is
      // cancelable only after a user activation: both are stopped, and if the browser closes the
      // dialog anyway (a phone's back gesture), it opens again.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        if (open) dialog.current?.showModal();
      }}
    >
      {/* The header (and its language toggle) is out of reach while the dialog is open. */}
      <div className="nda-head">
        <h2 ref={title} id={TITLE_ID} className="nda-title" tabIndex={-1}>
          {t('nda.title')}
        </h2>
        <SiteLanguageToggle />
      </div>
      <AccessForm slug={slug} onAccepted={onAccepted}>
        <p id={INTRO_ID} className="nda-intro">
          {t('nda.intro', { company: site.companyName })}
        </p>
        <NdaText version={version} agreement={agreement} />
      </AccessForm>
    </dialog>
  );
}
