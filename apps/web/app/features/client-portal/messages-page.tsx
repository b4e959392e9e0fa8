// /portal/messages (issue 29): the client's representative (name, photo, a tel: and a mailto:
// link), the form to write to them, and the messages sent with the answers staff gave.
import type { ClientMe } from '@crm/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../portal/page-title';
import { clientKeys, getMessages } from './client-api';
import { useClientFormat } from './client-format';
import { LoadFailed, PageTitle } from './kit';
import { MessageForm } from './message-form';

function Representative({ me }: { me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  const rep = me.representative;
  return (
    <section aria-labelledby="representative" className="cp-box" style={{ marginBottom: 24 }}>
      <h2 id="representative" className="cp-h2">
        {t('messages.representative')}
      </h2>
      {rep ? (
        <div className="cp-rep">
          {rep.image ? (
            <img src={rep.image} alt={t('messages.photo', { name: rep.name })} className="cp-rep-photo" />
          ) : (
            <span className="cp-rep-photo" aria-hidden="true">
              {rep.name.charAt(0)}
            </span>
          )}
          <div style={{ minWidth: 0 }}>
            <p style={{ fontWeight: 700 }}>{rep.name}</p>
            {rep.phone && (
              <a
                href={`tel:${rep.phone}`}
                className="cp-block"
                aria-label={t('messages.call', { phone: rep.phone })}
              >
                {rep.phone}
              </a>
            )}
            <a
              href={`mailto:${rep.email}`}
              className="cp-block"
              style={{ overflowWrap: 'anywhere' }}
              aria-label={t('messages.email', { email: rep.email })}
            >
              {rep.email}
            </a>
          </div>
        </div>
      ) : (
        <p>{t('messages.noRepresentative')}</p>
      )}
    </section>
  );
}

function Thread() {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const messages = useQuery({ queryKey: clientKeys.messages, queryFn: ({ signal }) => getMessages(signal) });
  return (
    <section aria-labelledby="my-messages" style={{ marginTop: 32 }}>
      <h2 id="my-messages" className="cp-h2">
        {t('messages.thread')}
      </h2>
      {messages.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void messages.refetch()} />
      ) : !messages.data ? (
        <p role="status">{t('loading')}</p>
      ) : messages.data.data.length === 0 ? (
        <p>{t('messages.none')}</p>
      ) : (
        <ol className="cp-list">
          {messages.data.data.map((message) => (
            <li key={message.id} className="cp-box">
              <h3 className="cp-small" style={{ margin: 0, fontWeight: 500 }}>
                {t(`messages.topics.${message.topic}`)}
                {message.property && ` · ${message.property.address}`}
              </h3>
              <p className="cp-small cp-muted" style={{ marginBottom: 8 }}>
                {t('messages.sentOn', { date: f.date(message.created_at) })}
              </p>
              <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.body}</p>
              {message.replies.length === 0 ? (
                <p className="cp-small" style={{ marginTop: 8, fontStyle: 'italic' }}>
                  {t('messages.noReply')}
                </p>
              ) : (
                message.replies.map((reply) => (
                  <div key={reply.id} className="cp-reply">
                    <p className="cp-small cp-muted">
                      {t('messages.reply', { author: reply.author, date: f.date(reply.created_at) })}
                    </p>
                    <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{reply.body}</p>
                  </div>
                ))
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function MessagesPage({ me }: { me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  usePageTitle(t('meta.messages'));
  return (
    <>
      <PageTitle>{t('messages.title')}</PageTitle>
      <Representative me={me} />
      <div className="cp-box">
        <MessageForm />
      </div>
      <Thread />
    </>
  );
}
