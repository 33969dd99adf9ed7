import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { PlatformMessage } from '@generated/model';
import { formatDateTime } from '@/lib/format-date';
import { Icon } from '@/ui/icon';
import { useMessageCategoryLabel } from '../logic/message-category';

/** One line of the inbox: a button that opens the message; unread ones stand out and say so. */
export function MessageRow({ message, onOpen }: { message: PlatformMessage; onOpen: () => void }) {
  const { t } = useLingui();
  const category = useMessageCategoryLabel();
  const when = formatDateTime(message.sentTime);
  return (
    <button type="button" className={clsx('message-row', !message.read && 'message-row--unread')} onClick={onOpen}>
      <span className="message-row__icon" aria-hidden="true">
        <Icon
          name={
            message.category === 'promotion' ? 'gift' : message.category === 'transaction' ? 'wallet' : message.category === 'account' ? 'shield' : 'speaker'
          }
          size={18}
        />
      </span>
      <span className="message-row__text">
        <span className="message-row__title">
          {message.read ? null : <span className="visually-hidden">{t`Unread:`} </span>}
          {message.title}
        </span>
        <span className="message-row__meta">
          <span className="message-row__tag">{category(message.category)}</span>
          <time dateTime={message.sentTime.replace(' ', 'T')}>{when}</time>
        </span>
      </span>
      {message.read ? null : <span className="message-row__dot" aria-hidden="true" />}
    </button>
  );
}
