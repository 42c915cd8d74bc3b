import { loginPayloadSchema } from '@shared/contract/admin';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage } from '../api/query-defaults';
import { useLogin } from '../api/session';
import { useFocusHeading } from '../../../lib/focus-heading';
import { NAMESPACE } from '../i18n';
import form from './form.module.css';
import styles from './login-view.module.css';

export type LoginNotice = 'expired' | 'loggedOut';
type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

export function LoginView({ notice, focusHeading, onLoggedIn }: { notice: LoginNotice | null; focusHeading: boolean; onLoggedIn: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const login = useLogin();
  const container = useFocusHeading<HTMLDivElement>(focusHeading);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function failureMessage(error: unknown): string {
    if (!(error instanceof ApiRequestError)) return t('login.failed');
    if (error.status === 401) return t('login.invalid');
    if (error.status === 429) return serverMessage(error) ?? t('login.rateLimited');
    return serverMessage(error) ?? t('login.failed');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {};
    // The shared schema gives the messages; a blank email is named as missing rather than malformed.
    const parsed = loginPayloadSchema.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !found[field]) found[field] = issue.message;
      }
    }
    if (!email.trim()) found.email = t('login.emailRequired');
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    // The form unmounts once the session is set; mutateAsync still reports back. Errors show from login.error.
    if (parsed.success) void login.mutateAsync(parsed.data).then(onLoggedIn, () => undefined);
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  return (
    <div ref={container}>
      <Page title={t('title')} lead={t('login.lead')} width="narrow">
        <Card className={styles.card}>
          <h2 className={styles.heading}>{t('login.heading')}</h2>
          {notice && <Alert tone="info">{t(notice === 'expired' ? 'session.expired' : 'session.loggedOut')}</Alert>}
          <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={login.isPending}>
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-email`}>
                {t('login.email')}
              </label>
              <input
                ref={emailRef}
                id={`${id}-email`}
                className={form.control}
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? errorId('email') : undefined}
              />
              {errors.email && (
                <p className={form.error} id={errorId('email')}>
                  {errors.email}
                </p>
              )}
            </div>
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-password`}>
                {t('login.password')}
              </label>
              <input
                ref={passwordRef}
                id={`${id}-password`}
                className={form.control}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? errorId('password') : undefined}
              />
              {errors.password && (
                <p className={form.error} id={errorId('password')}>
                  {errors.password}
                </p>
              )}
            </div>
            {login.isError && <Alert tone="error">{failureMessage(login.error)}</Alert>}
            <Button type="submit" size="lg" block disabled={login.isPending}>
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
          <Link className={styles.back} to={paths.home.getHref()}>
            <span aria-hidden="true">←</span>
            {t('login.back')}
          </Link>
        </Card>
      </Page>
    </div>
  );
}
