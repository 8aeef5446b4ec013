/**
 * What the form island loads when the visitor comes near the form or touches it, kept out of the
 * first-load JavaScript of `/` (its budget): validation and the send (yup), and the notices
 * (react-toastify, spec §8, §9).
 */
import { ToastContainer, toast } from 'react-toastify';
import { REGISTRATION_NOTICES } from '@/content/registration';
import { NOTICE_AUTO_CLOSE_MS } from '@/lib/registration/constants';

export { completedDelay, prepareRegistration, sendRegistration } from '@/lib/registration/submit';
export { markSent, wasSent } from '@/lib/registration/sent-ledger';

/** The site's only notice host (spec §9: bottom-right, closing by itself after ~4.5 s). */
export function RegistrationNotices() {
  return <ToastContainer position="bottom-right" autoClose={NOTICE_AUTO_CLOSE_MS} newestOnTop closeOnClick={false} />;
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
  if (kind === 'success') toast.success(<Notice {...REGISTRATION_NOTICES.success} />);
  else toast.error(<Notice {...REGISTRATION_NOTICES.failure} />);
}
