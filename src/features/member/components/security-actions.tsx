import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ChangePasswordDialog } from '@/features/auth';
import { Button } from '@/ui/button';

/** The security centre's own entry to change the password (the forced change opens after login). */
export function SecurityActions() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans>Change password</Trans>
      </Button>
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
