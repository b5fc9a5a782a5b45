import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError } from '../api/errors';
import { useAuth } from './useAuth';
import { validateCredentials, type CredentialErrors } from './validation';

interface CredentialsFormOptions {
  /** Signs in or signs up with the trimmed email. */
  submit: (email: string, password: string) => Promise<unknown>;
  /** Where the user goes after either way in (also Google's return path). */
  destination: string;
  failure: string;
  googleFailure: string;
}

/** The state and handlers the sign-in and sign-up forms share: validation, submit, and Google. */
export function useCredentialsForm({ submit, destination, failure, googleFailure }: CredentialsFormOptions) {
  const { signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const errors = validateCredentials(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      await submit(email.trim(), password);
      void navigate(destination, { replace: true });
    } catch (caught) {
      setError(describeError(caught, failure));
      setSubmitting(false);
    }
  }

  async function handleGoogle() {
    setError(null);
    setGoogleBusy(true);
    try {
      await signInWithGoogle(destination);
    } catch (caught) {
      setError(describeError(caught, googleFailure));
      setGoogleBusy(false);
    }
  }

  return {
    email,
    setEmail,
    password,
    setPassword,
    fieldErrors,
    error,
    submitting,
    googleBusy,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void handleSubmit(event),
    onGoogle: () => void handleGoogle(),
  };
}
