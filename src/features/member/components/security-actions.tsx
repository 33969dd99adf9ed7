import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ChangePasswordDialog } from '@/features/auth';

/** The security centre's own entry to change the password (the forced change opens after login). */
export function SecurityActions() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        <Trans>Change password</Trans>
      </button>
      {open ? (
        <ChangePasswordDialog
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            void navigate({ to: '/' });
          }}
        />
      ) : null}
    </>
  );
}
