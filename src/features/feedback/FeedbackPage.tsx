import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { getAccount } from '../../api/get-account';
import { getVideo } from '../../api/get-video';
import { sendFeedback } from '../../api/send-feedback';
import type { ContentItem } from '../../../contract/answers';
import { useLoad, worthRetrying } from '../../api/use-load';
import { FocusButton, FocusSection, FocusTextArea } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { isItemId } from '../../lib/detail-modal';
import { hasEarlierPage } from '../../lib/history';
import { rememberPendingPath } from '../../lib/pending-path';
import { MESSAGES } from '../../lib/validation';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { backAfterMs, feedbackKind, isFeedbackEmpty, programmeNames, RATINGS, type FeedbackKind } from './feedback-rules';
import '../../components/forms/forms.css';
import './feedback.css';
import { FEEDBACK_MESSAGE_MAX } from '../../../contract/limits';

export const FEEDBACK_TEXTS = {
  title: msg`Share Your Thoughts`,
  /** Feedback needs login, else the popup with this reason. */
  signIn: msg`Please Login To Create Profile`,
  placeholder: msg`Space to share your thoughts`,
  skip: msg`Skip feedback`,
  failed: msg`We could not send your feedback. Please try again.`,
} as const;

/** Back a page, or home when the feedback page was the first one opened. */
function useLeave(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasEarlierPage()) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}

/**
 * /feedback/{fbId}/{fbType}: a rating from 1 to 10 and a message about a programme (or Lumen as a
 * whole without an id). Signed out, the login popup asks first.
 */
export function FeedbackPage() {
  const { fbId = '', fbType = '' } = useParams();
  const loggedIn = useSession((s) => s.loggedIn);
  const openLogin = useUi((s) => s.openLogin);
  const { t, i18n } = useLingui();
  const leave = useLeave();
  const itemId = isItemId(fbId) ? fbId : '';

  const { pathname } = useLocation();
  const askToSignIn = useCallback(() => {
    // Signing in comes back here to write the feedback.
    rememberPendingPath(pathname);
    openLogin(i18n._(FEEDBACK_TEXTS.signIn));
  }, [pathname, openLogin, i18n]);

  useEffect(() => {
    if (loggedIn) return;
    // Sign In holds focus first, so closing the popup gives focus back to it.
    const cancel = focusWhenReady('feedback:sign-in');
    askToSignIn();
    return cancel;
  }, [loggedIn, askToSignIn]);

  if (!loggedIn) {
    return (
      <section className="page feedback-page" aria-labelledby="feedback-title">
        <h1 id="feedback-title" className="page-title">
          {i18n._(FEEDBACK_TEXTS.title)}
        </h1>
        <p className="page-text">{i18n._(FEEDBACK_TEXTS.signIn)}</p>
        <div className="form-actions">
          <FocusButton focusKey="feedback:sign-in" className="button button-primary" onPress={askToSignIn}>
            {t`Sign In`}
          </FocusButton>
          <FocusButton focusKey="feedback:skip" className="button" onPress={leave}>
            {i18n._(FEEDBACK_TEXTS.skip)}
          </FocusButton>
        </div>
      </section>
    );
  }
  return <FeedbackForm key={`${itemId}/${fbType}`} itemId={itemId} kind={feedbackKind(fbType)} leave={leave} />;
}

function FeedbackForm({ itemId, kind, leave }: { itemId: string; kind: FeedbackKind; leave: () => void }) {
  const notify = useUi((s) => s.notify);
  const { t, i18n } = useLingui();
  const programme = useLoad<ContentItem | null>(
    (signal) => (itemId ? getVideo(itemId, signal) : Promise.resolve(null)),
    [itemId],
    t`This programme could not be loaded.`,
  );
  const item = programme.kind === 'ready' ? programme.value : null;
  // A programme the viewer may not write about (not for a kids profile, gone): its refusal alone.
  const refused = programme.kind === 'error' && !worthRetrying(programme.status);
  // The programme itself says whether it is a video (an episode) once it has loaded.
  const backKind: FeedbackKind = item ? (item.type === 'vod' ? 'video' : 'show') : kind;
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  useEffect(() => focusWhenReady(refused ? 'feedback:back' : 'feedback:rating:1'), [refused]);

  // The thanks stay a moment, then the viewer goes back where they came from.
  useEffect(() => {
    if (thanks === null) return;
    const cancelFocus = focusWhenReady('feedback:done');
    const timer = setTimeout(leave, backAfterMs(backKind));
    return () => {
      cancelFocus();
      clearTimeout(timer);
    };
  }, [thanks, backKind, leave]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (isFeedbackEmpty(rating, message)) {
      setError(MESSAGES.feedbackEmpty);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const session = useSession.getState();
      // The account names who writes; the server falls back to the same when it cannot be read.
      const account = session.userToken ? await getAccount(session.userToken.value).catch(() => null) : null;
      const answer = await sendFeedback({
        email: account?.profile.email_address ?? '',
        firstname: account?.profile.first_name || session.firstName || '',
        // The account answer names the first name only; the server fills in the last from the account.
        lastname: '',
        message: message.trim(),
        ...programmeNames(item),
        rating,
        videoId: itemId,
      });
      setThanks(answer);
    } catch (failure) {
      // A notification with the error message; what was typed stays.
      notify(failure instanceof ApiError ? failure.message : i18n._(FEEDBACK_TEXTS.failed), 'error');
    } finally {
      setBusy(false);
    }
  };

  const names = programmeNames(item);
  const ratingCount = RATINGS.length;
  return (
    <section className="page feedback-page" aria-labelledby="feedback-title">
      <h1 id="feedback-title" className="page-title">
        {i18n._(FEEDBACK_TEXTS.title)}
      </h1>
      {names.programName && (
        <p className="feedback-programme" data-testid="feedback-programme">
          {names.programName}
          {names.episodeName && names.episodeName !== names.programName && <span className="feedback-episode">{names.episodeName}</span>}
        </p>
      )}
      {programme.kind === 'error' && <p className="page-text">{programme.message}</p>}
      {refused ? (
        <div className="form-actions">
          <FocusButton focusKey="feedback:back" className="button button-primary" onPress={leave}>
            {t`Go back`}
          </FocusButton>
        </div>
      ) : thanks !== null ? (
        <div className="feedback-thanks">
          <p className="form-message" role="status">
            {thanks}
          </p>
          <FocusButton focusKey="feedback:done" className="button button-primary" onPress={leave}>
            {t`Go back`}
          </FocusButton>
        </div>
      ) : (
        <form className="form feedback-form" onSubmit={(event) => void submit(event)} noValidate>
          <p id="feedback-rating-label" className="field-label">
            {t`Your rating`}
          </p>
          <FocusSection className="feedback-ratings" focusKey="feedback:ratings" role="group" aria-labelledby="feedback-rating-label">
            {RATINGS.map((score) => (
              <FocusButton
                key={score}
                focusKey={`feedback:rating:${score}`}
                className="feedback-rating"
                aria-pressed={rating === score}
                aria-label={t`${score} of ${ratingCount}`}
                onPress={() => {
                  setRating(rating === score ? null : score);
                  setError(null);
                }}
              >
                {score}
              </FocusButton>
            ))}
          </FocusSection>
          <label className="field-label" htmlFor="feedback-message">
            {t`Your message`}
          </label>
          <FocusTextArea
            id="feedback-message"
            focusKey="feedback:message"
            className="field-input feedback-message"
            placeholder={i18n._(FEEDBACK_TEXTS.placeholder)}
            maxLength={FEEDBACK_MESSAGE_MAX}
            rows={5}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'feedback-error' : undefined}
            onChange={(event) => {
              setMessage(event.target.value);
              if (error) setError(null);
            }}
          />
          {error && (
            <p id="feedback-error" className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="form-actions">
            <FocusButton
              focusKey="feedback:submit"
              className="button button-primary"
              type="submit"
              aria-disabled={busy || undefined}
              onPress={() => void submit()}
            >
              {t`Submit`}
            </FocusButton>
            <FocusButton focusKey="feedback:skip" className="button" onPress={leave}>
              {i18n._(FEEDBACK_TEXTS.skip)}
            </FocusButton>
          </div>
        </form>
      )}
    </section>
  );
}
