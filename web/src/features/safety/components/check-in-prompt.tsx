import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHECK_IN_SOCKET_EVENTS } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useSocketAttach } from '@/lib/socket-events';
import { useAnswerSafe, useCheckIns, usePinStatus } from '../api/check-ins';
import { safetyKeys } from '../api/keys';
import { safetyPrompt } from '@/locales/safety-prompt';

/**
 * The full-screen "Are you safe?" over whatever screen the person is on: shown for a check-in that is
 * due (pushed over the socket, or read on load) and, after a no-answer escalation, as "help was
 * alerted" with how to stand it down. With a PIN set, "I'm safe" takes the PIN; the duress PIN gives
 * exactly the same screen and answer (the server alerts contacts silently).
 */
export function CheckInPrompt() {
  const t = safetyPrompt.useT();
  const queryClient = useQueryClient();
  const checkIns = useCheckIns();
  const pinStatus = usePinStatus();
  const answer = useAnswerSafe();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  useSocketAttach(
    (socket) => {
      const refresh = () => void queryClient.invalidateQueries({ queryKey: safetyKeys.checkIns });
      const events = [CHECK_IN_SOCKET_EVENTS.due, CHECK_IN_SOCKET_EVENTS.escalated, CHECK_IN_SOCKET_EVENTS.closed];
      for (const e of events) socket.on(e, refresh);
      return () => {
        for (const e of events) socket.off(e, refresh);
      };
    },
    [queryClient],
  );

  const open = checkIns.data?.find((c) => c.status === 'due' || c.status === 'escalated');
  if (!open) return null;
  const needsPin = pinStatus.data?.pinSet === true;
  const escalated = open.status === 'escalated';

  const submit = () => {
    setError(null);
    answer.mutate(
      { id: open.id, pin: needsPin ? pin : undefined },
      {
        onSuccess: () => setPin(''),
        onError: (err) => {
          setPin('');
          setError(err instanceof ApiError && err.status === 429 ? safetyPrompt.t('error.tooManyPins') : serverMessage(err, safetyPrompt.t('error.failed')));
        },
      },
    );
  };

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="check-in-title"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-5 bg-background p-6 text-center"
      data-testid="check-in-prompt"
    >
      {escalated ? <ShieldAlert className="size-14 text-destructive" aria-hidden /> : <ShieldCheck className="size-14 text-primary" aria-hidden />}
      <h1 id="check-in-title" className="text-2xl font-bold">
        {escalated ? t('escalated.title') : t('due.title')}
      </h1>
      <p className="max-w-sm text-muted-foreground">{escalated ? t('escalated.text') : t('due.text')}</p>
      {needsPin ? (
        <Input
          aria-label={t('pin')}
          inputMode="numeric"
          autoComplete="off"
          type="password"
          maxLength={8}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          className="max-w-[12rem] text-center text-2xl tracking-widest"
          data-testid="check-in-pin"
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button size="lg" className="w-full max-w-sm" disabled={answer.isPending || (needsPin && pin.length < 4)} onClick={submit} data-testid="check-in-safe">
        {escalated ? t('escalated.safe') : t('due.safe')}
      </Button>
      <p className="max-w-sm text-sm text-muted-foreground">{t('danger')}</p>
    </div>
  );
}
