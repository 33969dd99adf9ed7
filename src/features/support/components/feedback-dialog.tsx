import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { FeedbackType } from '@generated/model';
import { useCaptcha } from '@/api/use-captcha';
import { useSession } from '@/api/use-session';
import { CaptchaField } from '@/ui/captcha-field';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { MessageDialog } from '@/ui/message-dialog';
import { SelectField } from '@/ui/select-field';
import { TextareaField } from '@/ui/textarea-field';
import { useSendFeedback } from '../api/use-send-feedback';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  FEEDBACK_TYPE_ORDER,
  descriptionLength,
  isCaptchaRejection,
  missingFeedbackFields,
  parseFeedbackType,
  type FeedbackDraft,
  type FeedbackField,
} from '../logic/feedback';
import { feedbackSchema } from '../logic/feedback-schema';

const TYPE_LABELS: Record<FeedbackType, MessageDescriptor> = {
  1: msg`Deposit issues`,
  2: msg`Withdrawal issues`,
  3: msg`Game issues`,
  4: msg`Customer service issues`,
  6: msg`Agent application issues`,
  0: msg`Other issues`,
};

const FIELD_LABELS: Record<FeedbackField, MessageDescriptor> = {
  type: msg`Question type`,
  content: msg`Description`,
  captcha: msg`Captcha`,
};

const describeFailure = (error: unknown) => (isCaptchaRejection(error) ? msg`The captcha is wrong. Please type the characters in the new image.` : undefined);

/**
 * The feedback modal (SPEC 2, 3, 5, 8): question type, a 20 to 200 character
 * description with a live counter, and the captcha; empty fields are listed
 * in a warning, then the form is sent and the modal closes.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const current = useSession();
  const captcha = useCaptcha(true);
  const form = useAppForm(feedbackSchema, { type: '', content: '', captcha: '' });
  const content = useWatch({ control: form.control, name: 'content' });
  const [missing, setMissing] = useState<FeedbackField[]>([]);
  const mutation = useSendFeedback();
  const min = DESCRIPTION_MIN;

  const submit = (draft: FeedbackDraft) => {
    const empty = missingFeedbackFields(draft);
    if (empty.length > 0) return setMissing(empty);
    const type = parseFeedbackType(draft.type);
    if (type === null) return setMissing(['type']);
    return mutation.mutateAsync(
      { type, content: draft.content.trim(), captcha: draft.captcha.trim(), captchaId: captcha.captchaId ?? '', sender: current?.username || 'guest' },
      {
        onError: () => {
          form.setValue('captcha', '');
          captcha.reload();
        },
      },
    );
  };

  if (mutation.isSuccess) {
    return (
      <MessageDialog title={t`Feedback sent`} tone="success" onClose={onClose}>
        <p>
          <Trans>Thank you! Our team will look into it.</Trans>
        </p>
      </MessageDialog>
    );
  }

  return (
    <Dialog title={t`Feedback`} description={t`Tell us what went wrong or what we can do better.`} onClose={onClose}>
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeFailure}
        submitLabel={<Trans>Submit</Trans>}
        pendingLabel={<Trans>Sending…</Trans>}
        onSubmit={submit}
      >
        <SelectField
          name="type"
          label={i18n._(FIELD_LABELS.type)}
          placeholder={t`Choose a question type`}
          options={FEEDBACK_TYPE_ORDER.map((type) => ({ value: String(type), label: i18n._(TYPE_LABELS[type]) }))}
        />
        <TextareaField
          name="content"
          label={i18n._(FIELD_LABELS.content)}
          count={descriptionLength(content)}
          minLength={DESCRIPTION_MIN}
          maxLength={DESCRIPTION_MAX}
          placeholder={t`At least ${min} characters`}
        />
        <CaptchaField name="captcha" label={i18n._(FIELD_LABELS.captcha)} image={captcha.image} imageFailed={captcha.failed} onRefresh={captcha.refresh} />
      </FormShell>
      {missing.length > 0 ? (
        <MessageDialog title={t`Please complete the form`} onClose={() => setMissing([])}>
          <ul>
            {missing.map((field) => {
              const name = i18n._(FIELD_LABELS[field]);
              return <li key={field}>{t`${name} is empty`}</li>;
            })}
          </ul>
        </MessageDialog>
      ) : null}
    </Dialog>
  );
}
