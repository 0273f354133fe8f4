import { useState, type FormEvent } from 'react';

/**
 * The submit of an owner's answer dialog (proposal, refusal): the fields' errors show from the first try,
 * the answer is sent once at a time, the dialog closes when it is through and says so when it failed.
 */
export function useAnswerSubmit(onClose: () => void) {
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const send = async (answer: (() => void | Promise<void>) | null) => {
    setShowErrors(true);
    if (!answer || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await answer();
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return {
    showErrors,
    busy,
    failed,
    /** The form's submit handler; `answer` null while the fields are not valid. */
    onSubmit: (answer: (() => void | Promise<void>) | null) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void send(answer);
    },
  };
}
