/**
 * What the form island loads when the visitor comes near the form or touches it, kept out of the
 * first-load JavaScript of `/` (its budget): validation and the send (yup), the notices
 * (react-toastify, spec §8, §9) and the completed panel.
 */
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { REGISTRATION_NOTICES } from '@/content/registration';
import { NOTICE_AUTO_CLOSE_MS } from '@/lib/registration/constants';

export { completedDelay, prepareRegistration, sendRegistration } from '@/lib/registration/submit';
/** The panel that replaces the form once registered: needed only then, so out of the first load too. */
export { RegistrationCompleted } from '@/components/registration/registration-completed';
export { markSent, wasSent } from '@/lib/registration/sent-ledger';

/** The notices' close button, named in Spanish (react-toastify's own says "close" and takes no name from the container). */
function NoticeCloseButton({ closeToast }: { closeToast: (removedByUser?: boolean) => void }) {
  return (
    <button
      type="button"
      className="Toastify__close-button"
      aria-label={REGISTRATION_NOTICES.closeLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

const NOTICES = '.Toastify';
/** Whether the focus was last in a notice (once it is removed, the document no longer says). */
let focusInNotice = false;

/** A notice that held the focus closes: the focus goes to the completed panel's heading, else the form's button. */
function focusAfterNotice(): void {
  const active = document.activeElement;
  const inNotice = focusInNotice || Boolean(active?.closest(NOTICES));
  focusInNotice = false;
  if (!inNotice || (active && active !== document.body && !active.closest(NOTICES))) return;
  document.querySelector<HTMLElement>('#registro-completado, form[data-registration-form] button[type="submit"]')?.focus({ preventScroll: true });
}

/**
 * The site's only notice host (spec §9: bottom-right, closing by itself after ~4.5 s), named in
 * Spanish, its timer bar hidden (and so silent). Escape closes the notices: on a phone one can
 * cover the control that has the focus (WCAG 2.4.11 lets what the visitor can dismiss do so).
 */
export function RegistrationNotices() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !document.querySelector(`${NOTICES} [role="alert"]`)) return;
      toast.dismiss();
      focusAfterNotice();
    };
    const onFocusIn = (event: FocusEvent) => {
      focusInNotice = event.target instanceof Element && event.target.closest(NOTICES) !== null;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={NOTICE_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick={false}
      hideProgressBar
      aria-label={REGISTRATION_NOTICES.regionLabel}
      closeButton={NoticeCloseButton}
    />
  );
}

function Notice({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <strong>{title}</strong>
      <p>{description}</p>
    </div>
  );
}

export function notify(kind: 'success' | 'failure'): void {
  const options = { onClose: focusAfterNotice };
  if (kind === 'success') toast.success(<Notice {...REGISTRATION_NOTICES.success} />, options);
  else toast.error(<Notice {...REGISTRATION_NOTICES.failure} />, options);
}
