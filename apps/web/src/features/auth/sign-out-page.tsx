import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { post } from '../../lib/api-client.ts';
import { clearSession, readSession } from '../../lib/session.ts';
import { forgetSessionEnded } from '../../lib/sign-in-return.ts';

/** Revokes the token on the server, forgets the session, back to sign-in. */
export function SignOutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      // A deliberate sign-out: the sign-in page says nothing about an ended session.
      forgetSessionEnded();
      clearSession();
      queryClient.clear();
      // Nothing said to this user stays on screen for the next one.
      notifications.clean();
      navigate('/auth/signin', { replace: true });
    };
    if (readSession()) post('/auth/signout').then(finish, finish);
    else finish();
  }, [navigate, queryClient]);
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}
