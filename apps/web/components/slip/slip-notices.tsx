'use client';
import { useSlipContext, useSlipNotices } from '../../lib/slip/slip-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { Modal } from '../auth/modal';

/** The effect-raised notices: general error alert, custom-bet modal and share-bet-not-found modal. */
export function SlipNotices() {
  const t = useSlipText();
  const { notices } = useSlipContext();
  const n = useSlipNotices();
  return (
    <>
      {n.generalError ? (
        <div className="alert alert--error" role="alert" data-testid="general-error">
          <strong>{t('global-error.default.title')}</strong> <span>{t(n.generalError)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('slip.dismiss')}
            onClick={() => notices.dispatch({ generalError: null })}
          >
            ×
          </button>
        </div>
      ) : null}
      {n.customBetModal ? (
        <Modal
          title={t('slip.customBetModal.title')}
          onClose={() => notices.dispatch({ customBetModal: false })}
        >
          <p>{t('slip.customBetModal.body')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => notices.dispatch({ customBetModal: false })}
          >
            {t('slip.dismiss')}
          </button>
        </Modal>
      ) : null}
      {n.shareNotFound ? (
        <Modal
          title={t('share-bet-not-found.title')}
          onClose={() => notices.dispatch({ shareNotFound: null })}
          testId="share-not-found"
        >
          {n.shareNotFound === 'not_found' ? (
            <p>
              {t('share-bet.not-found-modal.link-not-found')}{' '}
              {t('share-bet.not-found-modal.link-try-another-bet')}
            </p>
          ) : (
            <p>{t('share-bet.not-found-modal.link-try-later')}</p>
          )}
          <button
            type="button"
            className="button button--primary"
            onClick={() => notices.dispatch({ shareNotFound: null })}
          >
            {t('slip.dismiss')}
          </button>
        </Modal>
      ) : null}
    </>
  );
}
